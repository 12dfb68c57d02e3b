import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { chunkCycle, deepBarrelImports, reachableWithout, shellGroups, staticClosure, uiBarrels } from './shell-chunk';

const WEB = fileURLToPath(new URL('..', import.meta.url));

/** A module graph: id -> [static imports, dynamic imports]; 'main' is the entry. */
function graphOf(edges: Record<string, [string[], string[]?]>) {
  return {
    getModuleIds: () => Object.keys(edges)[Symbol.iterator](),
    getModuleInfo: (id: string) =>
      edges[id] ? { isEntry: id === 'main', importedIds: edges[id][0], dynamicallyImportedIds: edges[id][1] ?? [] } : null,
  };
}

// main -> router, which loads the layouts, the pages and the app layer; the login page's language list
// loads later (dynamically) and uses the menu
const GRAPH = graphOf({
  main: [['router', 'i18n']],
  i18n: [[]],
  router: [[], ['L-default', 'L-blank', 'app-layer', 'P-home', 'P-orders', 'P-login', 'P-register', 'P-business']],
  'L-default': [['shell-header', 'button', 'card', 'menu', 'i18n']],
  'shell-header': [['avatar']],
  avatar: [[]],
  button: [['wave']],
  wave: [[]],
  card: [[]],
  menu: [[]],
  'L-blank': [[]],
  'app-layer': [['query']],
  query: [[]],
  'P-home': [['home-widget', 'card']],
  'home-widget': [[]],
  'P-orders': [['table', 'button']],
  table: [[]],
  'P-login': [['button', 'i18n'], ['lang-list']],
  'lang-list': [['menu']],
  'P-register': [['card']],
  'P-business': [['card']],
});
const TABLE = {
  layouts: { default: 'L-default', blank: 'L-blank' },
  routes: [
    { path: '/', layout: 'default', titleNs: 'home', module: 'P-home' },
    { path: '/order/list', layout: 'default', titleNs: 'order', module: 'P-orders' },
    { path: '/login', layout: 'login', titleNs: 'auth', module: 'P-login' },
    { path: '/login/register', layout: 'login', titleNs: 'auth', module: 'P-register' },
    { path: '/business', layout: 'blank', titleNs: 'account', module: 'P-business' },
  ],
};
const OPTIONS = { layouts: ['default'], appLayer: 'app-layer', homePages: ['/'], firstPages: ['/login'] };

describe('shell chunks: module sets', () => {
  it('follows static imports only for a closure, and stops reachability at the named dynamic imports', () => {
    expect([...staticClosure(GRAPH, ['P-login'])].sort()).toEqual(['P-login', 'button', 'i18n', 'wave']);
    const reached = reachableWithout(GRAPH, new Set(['L-default', 'P-home', 'P-orders']));
    expect(reached.has('lang-list')).toBe(true);
    expect(reached.has('shell-header')).toBe(false);
    expect(reached.has('table')).toBe(false);
  });

  it(
    'puts what only the chrome uses in shell, what the first page loads at once in common, ' + 'later in later, what others share in app',
    () => {
      const { shell, app, common, later } = shellGroups(GRAPH, TABLE, OPTIONS);
      // header and the home page's own widget: nothing outside the chrome needs them
      expect([...shell].sort()).toEqual(['avatar', 'home-widget', 'shell-header']);
      // the login page loads button (and its wave) at once, like the shell
      expect([...common].sort()).toEqual(['button', 'wave']);
      // card is shared with registration and the blank layout's page, query with the blank layout's app layer
      expect([...app].sort()).toEqual(['card', 'query']);
      // the shell shows the menu at once, the login page only in its language list
      expect([...later]).toEqual(['menu']);
    },
  );

  it('leaves alone the entry, layouts, pages, the app layer, what the shell does not load at once and the lazy parts themselves', () => {
    const { shell, app, common, later } = shellGroups(GRAPH, TABLE, OPTIONS);
    const grouped = new Set([...shell, ...app, ...common, ...later]);
    for (const id of ['main', 'i18n', 'router', 'L-default', 'app-layer', 'P-home', 'P-login', 'lang-list', 'table'])
      expect(grouped.has(id), id).toBe(false);
  });

  it('makes no home-page module part of the shell when no home page is named', () => {
    expect(shellGroups(GRAPH, TABLE, { ...OPTIONS, homePages: [] }).shell.has('home-widget')).toBe(false);
  });
});

describe('shell chunks: cycle check', () => {
  it('finds a cycle among chunk imports and names it from where it closes', () => {
    expect(
      chunkCycle(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['b']],
        ]),
      ),
    ).toEqual(['b', 'c', 'b']);
  });

  it('finds none in a diamond', () => {
    expect(
      chunkCycle(
        new Map([
          ['a', ['b', 'c']],
          ['b', ['d']],
          ['c', ['d']],
          ['d', []],
        ]),
      ),
    ).toBeNull();
  });
});

describe('shell chunks: component imports instead of index files', () => {
  const barrels = uiBarrels(WEB);
  const plugin = deepBarrelImports(barrels);
  const transform = (code: string, id: string) => {
    const hook = plugin.transform as (this: unknown, code: string, id: string) => { code: string } | null;
    return hook.call({ parse: (source: string, options: object) => parseAst(source, options) }, code, id)?.code ?? null;
  };
  const antd = barrels.find((b) => b.source === 'antd')!.names;
  const icons = barrels.find((b) => b.source === '@ant-design/icons')!.names;

  it("reads antd's and the icons' index files", () => {
    expect(antd.get('Button')).toMatch(/antd[\\/]es[\\/]button$/);
    expect(existsSync(`${antd.get('Button')}/index.js`)).toBe(true);
    expect(icons.get('HomeOutlined')).toMatch(/icons[\\/]es[\\/]icons[\\/]HomeOutlined$/);
  });

  it('imports each named component from its module, keeping local names, types and unknown names', () => {
    const out = transform(
      "import { Button, Space as Gap, type ButtonProps, unstableSetRender } from 'antd';\n" +
        "import { HomeOutlined } from '@ant-design/icons';\nexport const x = 1;",
      '/src/a.tsx',
    );
    expect(out).toContain(`import Button from ${JSON.stringify(antd.get('Button'))};`);
    expect(out).toContain(`import Gap from ${JSON.stringify(antd.get('Space'))};`);
    expect(out).toContain(`import HomeOutlined from ${JSON.stringify(icons.get('HomeOutlined'))};`);
    expect(out).toContain('import { type ButtonProps, unstableSetRender } from "antd";');
    expect(out).toContain('export const x = 1;');
    expect(out).not.toMatch(/['"]@ant-design\/icons['"]/);
  });

  it('rewrites re-exports too', () => {
    expect(transform("export { message, notification as notify } from 'antd';", '/src/f.ts')).toBe(
      `export { default as message } from ${JSON.stringify(antd.get('message'))}; ` +
        `export { default as notify } from ${JSON.stringify(antd.get('notification'))};`,
    );
  });

  it('leaves type-only imports, other packages and node_modules alone', () => {
    expect(transform("import type { ButtonProps } from 'antd';", '/src/t.ts')).toBeNull();
    expect(transform("import { useState } from 'react';", '/src/r.ts')).toBeNull();
    expect(transform("import { Button } from 'antd';", '/x/node_modules/lib/index.js')).toBeNull();
  });
});
