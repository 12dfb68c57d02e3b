// The shell's chunks (issue 3 'Performance': the logged-in home page's JavaScript).
//
// Left to itself the bundler makes a chunk for every set of routes that share modules, so the home page
// loaded some 75 files after the entry, each compressed on its own (about 23 KB gzip more than the same
// code as one file). Every page with the shell's chrome loads the shell anyway, so the modules it uses
// travel in four files (see shellChunks), chosen so that the login page loads nothing more than before.
//
// The choice reads the module graph, which says what a module uses only when it imports components
// from their own modules: antd's and the icons' index files re-export everything, and a module importing
// one name from them would seem to need all. So the build also rewrites the app's named imports of those
// index files to the modules they re-export (the very modules the index imports: same instances, same
// code). The groups leave their modules' dependencies where they are; each group's modules are closed
// under what the others need (a module the outside needs, it needs with its imports), and the build fails
// if the chunks still import each other in a cycle.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';
import { readRouteTable, type RouteSource } from './route-table.mjs';

type Barrel = { source: string; names: Map<string, string> };

/** The `export { default as Name } from './module'` lines of an index file, as name -> absolute module path. */
function reExports(indexFile: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, name, module] of readFileSync(indexFile, 'utf8').matchAll(
    /export\s*\{\s*default as (\w+)\s*\}\s*from\s*["']([^"']+)["']/g,
  )) {
    if (name && module) names.set(name, join(dirname(indexFile), module));
  }
  return names;
}

/** antd's and @ant-design/icons' index files, resolved from the web package. */
export function uiBarrels(webDir: string): Barrel[] {
  const require = createRequire(join(webDir, 'package.json'));
  const antdIndex = join(dirname(require.resolve('antd/package.json')), 'es/index.js');
  const iconsIndex = join(dirname(require.resolve('@ant-design/icons/package.json')), 'es/icons/index.js');
  return [
    { source: 'antd', names: reExports(antdIndex) },
    { source: '@ant-design/icons', names: reExports(iconsIndex) },
  ];
}

type Node = { type: string; start: number; end: number; [key: string]: any };

/**
 * The app's `import { A, B as C } from 'antd'` (and `export { … } from`) as imports of the modules the
 * index re-exports; names the index does not re-export by default, default and namespace imports stay.
 */
export function deepBarrelImports(barrels: Barrel[]): Plugin {
  const bySource = new Map(barrels.map((b) => [b.source, b]));
  return {
    name: 'deep-barrel-imports',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[cm]?[jt]sx?$/.test(id) || !barrels.some((b) => code.includes(b.source))) return null;
      const lang = id.endsWith('.tsx') ? 'tsx' : id.endsWith('.ts') ? 'ts' : id.endsWith('.jsx') ? 'jsx' : 'js';
      const program = this.parse(code, { lang }) as unknown as { body: Node[] };
      const edits: { start: number; end: number; text: string }[] = [];
      for (const node of program.body) {
        const isImport = node.type === 'ImportDeclaration';
        if (!isImport && !(node.type === 'ExportNamedDeclaration' && node.source)) continue;
        const barrel = bySource.get(node.source.value);
        if (!barrel || node.importKind === 'type' || node.exportKind === 'type') continue;
        const kept: string[] = [];
        const moved: string[] = [];
        for (const spec of node.specifiers as Node[]) {
          const imported = isImport ? spec.imported?.name : spec.local.name;
          const local = isImport ? spec.local.name : spec.exported.name;
          const file = imported && barrel.names.get(imported);
          const text = code.slice(spec.start, spec.end);
          if (spec.importKind === 'type' || spec.exportKind === 'type' || !file) kept.push(text);
          else
            moved.push(
              isImport ? `import ${local} from ${JSON.stringify(file)};` : `export { default as ${local} } from ${JSON.stringify(file)};`,
            );
        }
        if (moved.length === 0) continue;
        const keep =
          kept.length === 0 ? '' : `${isImport ? 'import' : 'export'} { ${kept.join(', ')} } from ${JSON.stringify(barrel.source)};`;
        edits.push({ start: node.start, end: node.end, text: [keep, ...moved].filter(Boolean).join(' ') });
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const edit of edits.reverse()) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      return { code: out, map: null };
    },
  };
}

type ModuleGraph = {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
};

/** Every module the entries load, now or later, without a dynamic import of one of `stopAt`. */
export function reachableWithout(graph: ModuleGraph, stopAt: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const stack = [...graph.getModuleIds()].filter((id) => graph.getModuleInfo(id)?.isEntry);
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    const info = graph.getModuleInfo(id);
    if (info) stack.push(...info.importedIds, ...info.dynamicallyImportedIds.filter((dep) => !stopAt.has(dep)));
  }
  return found;
}

/** `roots` and what they import statically. */
export function staticClosure(graph: ModuleGraph, roots: readonly string[]): Set<string> {
  const found = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/** A cycle of static imports among chunks (file names, the first one repeated at the end), or null. */
export function chunkCycle(imports: ReadonlyMap<string, readonly string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    state.set(file, 'open');
    path.push(file);
    for (const dep of imports.get(file) ?? []) {
      const cycle = visit(dep);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of imports.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

type ShellOptions = { layouts: readonly string[]; appLayer: string; homePages: readonly string[]; firstPages: readonly string[] };

/**
 * Which modules go into which chunk (see shellChunks). `graph` is the bundler's module graph, `table`
 * the route table (build/route-table.mjs).
 */
export function shellGroups(
  graph: ModuleGraph,
  table: { routes: readonly RouteSource[]; layouts: Readonly<Record<string, string>> },
  options: ShellOptions,
) {
  const { layouts, appLayer, homePages, firstPages } = options;
  const pagesOf = (keep: (route: RouteSource) => boolean) => table.routes.filter(keep).map((route) => route.module);
  const layoutModules = layouts.map((name) => table.layouts[name]).filter((file): file is string => Boolean(file));
  const chrome = new Set([...layoutModules, ...pagesOf((route) => layouts.includes(route.layout))]);
  const used = staticClosure(graph, [...layoutModules, appLayer, ...pagesOf((route) => homePages.includes(route.path))]);
  const outside = reachableWithout(graph, chrome);
  const first = reachableWithout(
    graph,
    new Set([...chrome, ...pagesOf((route) => !firstPages.includes(route.path)), ...Object.values(table.layouts), appLayer]),
  );
  const firstStatic = staticClosure(
    graph,
    pagesOf((route) => firstPages.includes(route.path)),
  );
  const entries = staticClosure(
    graph,
    [...graph.getModuleIds()].filter((id) => graph.getModuleInfo(id)?.isEntry),
  );
  // the layouts, the pages and the app layer keep chunks of their own: the router loads them by name,
  // the manifest lists them, and loading one loads the groups it imports
  const own = new Set([...Object.values(table.layouts), ...table.routes.map((route) => route.module), appLayer]);
  const grouped = [...used].filter((id) => !own.has(id));
  return {
    shell: new Set(grouped.filter((id) => !outside.has(id))),
    app: new Set(grouped.filter((id) => outside.has(id) && !first.has(id))),
    common: new Set(grouped.filter((id) => firstStatic.has(id) && !entries.has(id))),
    later: new Set(grouped.filter((id) => first.has(id) && !firstStatic.has(id) && !entries.has(id))),
  };
}

/**
 * The shell chunks for a web package: `plugins` go into Vite's plugins, `groups` into
 * `build.rolldownOptions.output.codeSplitting.groups`. `layouts` are the route-table layouts that show
 * the shell's chrome; `appLayer` the module the logged-in layouts load with them; `homePages` the paths
 * of the pages a session starts on (their modules travel with the shell); `firstPages` the paths of the
 * public pages whose loads stay as small as they were (the login page, with everything it may load
 * later: a message, the language list, the code-login form).
 *
 * Four chunks: 'shell', what only the chrome's pages use; 'app', what the chrome shares with other
 * pages but not with the first pages; 'common', what the chrome and the first pages both load at once;
 * 'later', what the chrome loads at once and the first pages only on demand (a tooltip, the language
 * list). A public page other than the first ones (registration, password retrieval) or a page of the
 * blank layout loads all of 'app' when it needs a part of it, the login page all of 'later'.
 */
export function shellChunks({ webDir, ...options }: ShellOptions & { webDir: string }) {
  let groups: ReturnType<typeof shellGroups> = { shell: new Set(), app: new Set(), common: new Set(), later: new Set() };
  const plugin: Plugin = {
    name: 'shell-chunks',
    apply: 'build',
    buildEnd(error) {
      if (!error) groups = shellGroups(this, readRouteTable(webDir), options);
    },
  };
  const check: Plugin = {
    name: 'shell-chunks-acyclic',
    apply: 'build',
    // the module graph read above is taken before tree-shaking, so a module it counts as needed may be
    // dropped and another placed differently: a chunk cycle through the groups would be the sign
    generateBundle(_options, bundle) {
      const imports = new Map(
        Object.values(bundle).flatMap((file) => (file.type === 'chunk' ? [[file.fileName, file.imports] as const] : [])),
      );
      const cycle = chunkCycle(imports);
      if (cycle)
        this.error(
          'shell chunks: the chunks import each other in a cycle: ' +
            `${cycle.map((f) => (bundle[f] as { name?: string }).name ?? f).join(' -> ')}`,
        );
    },
  };
  return {
    plugins: [deepBarrelImports(uiBarrels(webDir)), plugin, check],
    groups: (['shell', 'app', 'common', 'later'] as const).map((name) => ({
      name,
      test: (id: string) => groups[name].has(id),
      includeDependenciesRecursively: false,
    })),
  };
}
