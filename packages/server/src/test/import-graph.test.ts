// The server's modules import each other without a circle (a circle makes load order decide whether a
// binding is there yet, and hides which module owns what), and production code imports no test helper:
// every relative import of src/, type-only and dynamic ones included, read with the TypeScript
// compiler's pre-processor.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

type Graph = Map<string, string[]>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Each file of `dir` with the files of `dir` it imports (`./x.js` names `./x.ts`). */
function importGraph(dir: string): Graph {
  const files = sourceFiles(dir);
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const deps = importedFiles
        .map((f) => f.fileName)
        .filter((name) => name.startsWith('.'))
        .map((name) => resolve(dirname(file), name).replace(/\.js$/, '.ts'))
        .filter((dep) => known.has(dep));
      return [file, deps];
    }),
  );
}

/** The circles of a graph, each as the files on it with the first repeated at the end. */
function circles(graph: Graph): string[][] {
  const found: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      found.push([...path.slice(path.indexOf(file)), file]);
      return;
    }
    state.set(file, 'open');
    path.push(file);
    for (const dep of graph.get(file) ?? []) visit(dep);
    path.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) visit(file);
  return found;
}

describe('server import graph', () => {
  it('finds a circle where there is one', () => {
    const graph: Graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
    ]);
    expect(circles(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });

  it('reads the imports of the real sources', () => {
    const graph = importGraph(SRC);
    const session = join(SRC, 'modules/staff-center/auth/session.service.ts');
    expect(graph.get(session)).toContain(join(SRC, 'modules/staff-center/users/users.service.ts'));
  });

  // src/test/ is left out of the build (tsconfig.json): a production import of it would put it back
  it('keeps test helpers out of production code', () => {
    const testDir = join(SRC, 'test');
    const leaks = [...importGraph(SRC)]
      .filter(([file]) => !file.startsWith(testDir))
      .flatMap(([file, deps]) =>
        deps.filter((dep) => dep.startsWith(testDir)).map((dep) => `${relative(SRC, file)} -> ${relative(SRC, dep)}`),
      );
    expect(leaks).toEqual([]);
    expect(importGraph(SRC).has(join(testDir, 'order-fixture.ts'))).toBe(true);
  });

  it('has no circle in src/', () => {
    const named = circles(importGraph(SRC)).map((circle) => circle.map((file) => relative(SRC, file)).join(' -> '));
    expect(named).toEqual([]);
  });
});
