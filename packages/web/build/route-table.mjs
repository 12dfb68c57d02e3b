// Reads the route table from the web's source without running it: every `*.routes.ts` entry's path,
// layout, title namespace and page module, and the layout modules of `src/app/routes.ts`. Used by the
// build (the shell chunk, build/shell-chunk.ts) and by bench/web-load.mjs. An entry it cannot read
// throws, so a new way of writing routes is noticed here rather than silently left out.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The source file an import specifier names (.tsx or .ts), or null. */
function sourceFile(from, spec) {
  const base = resolve(dirname(from), spec);
  return ['.tsx', '.ts'].map((ext) => base + ext).find((file) => existsSync(file)) ?? null;
}

function routeFiles(dir, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) routeFiles(path, found);
    else if (entry.name.endsWith('.routes.ts')) found.push(path);
  }
  return found;
}

/**
 * @param {string} webDir absolute path of packages/web
 * @returns {{ routes: { path: string, layout: string, titleNs: string, module: string }[], layouts: Record<string, string> }}
 *   module paths absolute
 */
export function readRouteTable(webDir) {
  const routes = [];
  for (const file of routeFiles(join(webDir, 'src'))) {
    const text = readFileSync(file, 'utf8');
    const named = /\bpath:\s*(?!')[\w.]+/.exec(text);
    if (named) throw new Error(`${file}: route paths must be string literals (${named[0]})`);
    // one route entry runs from its `path:` to the next; its page is an inline import() or a named loader
    const starts = [...text.matchAll(/\bpath:\s*'([^']+)'/g)];
    starts.forEach((m, i) => {
      const entry = text.slice(m.index, starts[i + 1]?.index ?? text.length);
      const loader = /lazy:\s*(\w+)\s*[,}]/.exec(entry)?.[1];
      const spec =
        /import\('([^']+)'\)/.exec(entry)?.[1] ?? (loader && new RegExp(`const ${loader}\\b[^;]*?import\\('([^']+)'\\)`).exec(text)?.[1]);
      const layout = /layout:\s*'([^']+)'/.exec(entry)?.[1];
      const titleNs = /titleKey:\s*'(\w+):/.exec(entry)?.[1];
      const module = spec && sourceFile(file, spec);
      if (!module || !layout || !titleNs) throw new Error(`route ${m[1]} in ${file} not understood`);
      routes.push({ path: m[1], layout, titleNs, module });
    });
  }
  const routesTs = join(webDir, 'src/app/routes.ts');
  const layouts = {};
  for (const m of readFileSync(routesTs, 'utf8').matchAll(/'?([\w-]+)'?:\s*\(\)\s*=>\s*import\('([^']+)'\)/g)) {
    const module = sourceFile(routesTs, m[2]);
    if (!module) throw new Error(`layout ${m[1]} in ${routesTs} not found`);
    layouts[m[1]] = module;
  }
  return { routes, layouts };
}
