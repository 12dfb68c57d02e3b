// The zh-CN texts come in three parts (lib/i18n.ts): the entry's, the shell's (with the app layer) and
// the rest (lib/feature-texts, loaded by the routes that need it, app/router.tsx). These tests read the
// sources: every namespace is in exactly one part, and the pages that do not load the rest (the auth
// screens, the shell's own routes), their layouts and the entry use no namespace they would not have.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENTRY_NAMESPACES, NAMESPACES, SHELL_NAMESPACES } from '../lib/i18n';
import { needsFeatureTexts } from './router';
import { APP_LAYOUTS, APP_ROUTES } from './routes';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const read = (file: string) => readFileSync(join(SRC, file), 'utf8');
const braceList = (text: string, pattern: RegExp) => (pattern.exec(text)?.[1] ?? '').split(',').sort();

const nsPattern = new RegExp(`['"\`](${NAMESPACES.join('|')}):[\\w.]|useTranslation\\(\\s*['"](\\w+)['"]`, 'g');
const importPattern = /(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g;
// the route tables and the router lead to every page: a page's own graph stops there
const STOP = /(\.routes\.ts|app\/routes\.ts|app\/router\.tsx)$/;

function resolveModule(from: string, spec: string): string | null {
  const base = resolve(dirname(join(SRC, from)), spec);
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (f) => /\.tsx?$/.test(f) && existsSync(f),
  );
  return found ? relative(SRC, found) : null;
}

/** Namespaces used by a module and everything it imports (static or dynamic), each with a file using it. */
function namespacesOf(start: string, follow: (file: string) => boolean = (file) => !STOP.test(file)): Map<string, string> {
  const used = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = read(file);
    for (const m of text.matchAll(nsPattern)) {
      const ns = m[1] ?? m[2] ?? '';
      if (!used.has(ns)) used.set(ns, file);
    }
    for (const m of text.matchAll(importPattern)) {
      const target = resolveModule(file, m[1] ?? '');
      if (target && follow(target)) visit(target);
    }
  };
  visit(start);
  return used;
}

const outside = (used: Map<string, string>, allowed: readonly string[]) =>
  [...used].filter(([ns]) => !allowed.includes(ns)).map(([ns, file]) => `${ns} (${file})`);

// the page module of each route, read from the feature route files like bench/web-load.mjs does
// (a feature's route file may gather its parts' route files: those are followed too)
const routeFiles = [...read('app/routes.ts').matchAll(/from '\.\.\/([^']+\.routes)'/g)].map((m) => m[1] ?? '');
for (let i = 0; i < routeFiles.length; i++) {
  const file = routeFiles[i] ?? '';
  for (const m of read(`${file}.ts`).matchAll(/from '(\.\.?\/[^']+\.routes)'/g)) {
    const nested = relative(SRC, resolve(SRC, dirname(file), m[1] ?? ''));
    if (!routeFiles.includes(nested)) routeFiles.push(nested);
  }
}
const modules = new Map<string, string>();
for (const file of routeFiles) {
  const text = read(`${file}.ts`);
  for (const m of text.matchAll(/path:\s*'([^']+)'[\s\S]*?(?:import\('([^']+)'\)|lazy:\s*(\w+))/g)) {
    const spec = m[2] ?? new RegExp(`const ${m[3]} = \\(\\) => import\\('([^']+)'\\)`).exec(text)?.[1];
    const module = spec ? resolveModule(`${file}.ts`, spec) : null;
    if (m[1] && module) modules.set(m[1], module);
  }
}

describe('zh-CN texts in three parts', () => {
  it('every namespace is in exactly one part, and the globs load the parts the lists name', () => {
    const feature = NAMESPACES.filter((ns) => !ENTRY_NAMESPACES.includes(ns) && !SHELL_NAMESPACES.includes(ns));
    expect([...ENTRY_NAMESPACES, ...SHELL_NAMESPACES, ...feature].sort()).toEqual([...NAMESPACES]);
    expect(new Set([...ENTRY_NAMESPACES, ...SHELL_NAMESPACES]).size).toBe(ENTRY_NAMESPACES.length + SHELL_NAMESPACES.length);
    expect(feature.length).toBeGreaterThan(0);
    expect(braceList(read('lib/i18n.ts'), /zh-CN\/\{([\w,]+)\}\.json', \{ eager: true \}/)).toEqual([...ENTRY_NAMESPACES].sort());
    expect(braceList(read('lib/shell-texts.ts'), /zh-CN\/\{([\w,]+)\}\.json/)).toEqual([...SHELL_NAMESPACES].sort());
    expect(braceList(read('lib/feature-texts.ts'), /!\.\.\/locales\/zh-CN\/\{([\w,]+)\}\.json/)).toEqual(
      [...ENTRY_NAMESPACES, ...SHELL_NAMESPACES].sort(),
    );
    expect(read('app/app-layer.tsx')).toContain("import '../lib/shell-texts';");
  });

  it('finds the page module of every route', () => {
    for (const route of APP_ROUTES) expect(modules.get(route.path), route.path).toBeTruthy();
  });

  it("routes that skip the feature texts are the auth screens and the shell's own, and the rest loads them", () => {
    const light = APP_ROUTES.filter((route) => !needsFeatureTexts(route)).map((route) => route.path);
    expect(light).toEqual(expect.arrayContaining(['/login', '/', '/worktable', '/logout']));
    expect(APP_ROUTES.filter((route) => needsFeatureTexts(route)).map((route) => route.path)).toEqual(
      expect.arrayContaining(['/demo/search', '/systemSetup/personal']),
    );
  });

  it('pages without the feature texts use only the namespaces loaded before them', () => {
    for (const route of APP_ROUTES.filter((r) => !needsFeatureTexts(r))) {
      const allowed = APP_LAYOUTS[route.layout] ? [...ENTRY_NAMESPACES, ...SHELL_NAMESPACES] : ENTRY_NAMESPACES;
      expect(outside(namespacesOf(modules.get(route.path) ?? ''), allowed), route.path).toEqual([]);
    }
  });

  it('the layouts use only the entry and shell namespaces, the entry only its own', () => {
    for (const layout of [
      'shell/default-layout.tsx',
      'shell/layout/layouts.tsx',
      'shell/layout/bi-layout.tsx',
      'shell/layout/blank-layout.tsx',
      'app/app-layer.tsx',
    ]) {
      expect(outside(namespacesOf(layout), [...ENTRY_NAMESPACES, ...SHELL_NAMESPACES]), layout).toEqual([]);
    }
    // main.tsx's static graph (the lazy layouts and pages are the route tables' dynamic imports)
    const entryGraph = (file: string) =>
      !/(\.routes\.ts|app\/routes\.ts)$/.test(file) && !file.startsWith('shell/') && !file.startsWith('features/');
    const entryUse = namespacesOf('main.tsx', entryGraph);
    expect([...entryUse.keys()]).toEqual(expect.arrayContaining(['auth', 'errors', 'shell']));
    expect(outside(entryUse, ENTRY_NAMESPACES)).toEqual([]);
  });

  it('would notice a page using a namespace it does not load', () => {
    expect([...namespacesOf('features/demo/widgets-iconfont-page.tsx').keys()]).toContain('demoWidgets');
    expect([...namespacesOf(modules.get('/login') ?? '').keys()]).toEqual(expect.arrayContaining(['auth', 'shell']));
    expect([...namespacesOf(modules.get('/') ?? '').keys()]).toContain('home');
    expect([...namespacesOf('shell/default-layout.tsx').keys()]).toEqual(expect.arrayContaining(['header', 'layout', 'overlays']));
    expect(outside(new Map([['account', 'x.tsx']]), ENTRY_NAMESPACES)).toEqual(['account (x.tsx)']);
  });
});
