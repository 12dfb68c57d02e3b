// Vitest setup file (first of `setupFiles`) for projects run with `isolate: false`.
//
// With isolation on, Vitest 4 starts a new process for every test file, which then loads Node's runtime
// state, Vitest and every dependency (antd, React, Fastify, Drizzle ...) again: about 40 % of the web
// and server suites' worker time. With it off, one worker runs many files and keeps everything it loaded.
// Vitest re-runs the setup files for each test file, so this one gives each file what isolation gave it
// and the dependencies do not need:
// - fresh copies of the project's own modules (not of node_modules): module-level state such as caches,
//   stores and registered texts starts anew, and a module that a previous file loaded for real is loaded
//   again, so this file's `vi.mock` of one of its imports takes effect (Vitest keeps mocks per file);
// - the environment variables the worker started with (a file that sets one cannot change the next);
// - in a DOM environment, empty storage and cookies, an empty body and the first URL.
// It invalidates the module nodes in the worker state Vitest keeps on globalThis (more than Vitest's own
// resetModules, which keeps what a module resolved to); the version is pinned in package.json and
// packages/server/src/test/fresh-modules.test.ts fails if an upgrade breaks this.
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';

type ModuleNode = object;
type WorkerState = { evaluatedModules: { idToModuleMap: Map<string, ModuleNode>; invalidateModule: (node: ModuleNode) => void } };
type Saved = { env: Record<string, string | undefined>; url?: string };

const KEEP = [/\/node_modules\//, /\/vitest\/dist\//, /vitest-virtual-\w+\/dist/, /@vitest\/dist/];
const self = fileURLToPath(import.meta.url);
const scope = globalThis as { __vitest_worker__?: WorkerState; __vitest_mocker__?: { reset: () => void }; __freshModulesSaved__?: Saved };

const state = scope.__vitest_worker__;
if (!state) throw new Error('vitest-fresh-modules: no Vitest worker state (is this file listed in setupFiles?)');
scope.__vitest_mocker__?.reset();
for (const [id, node] of state.evaluatedModules.idToModuleMap) {
  // invalidated, not only reset: what the module resolved to is forgotten too (a previous file's mock of it)
  if (id !== self && (id.startsWith('mock:') || !KEEP.some((keep) => keep.test(id)))) state.evaluatedModules.invalidateModule(node);
}

// the first file of a worker records what the next ones start from
const saved = (scope.__freshModulesSaved__ ??= {
  env: { ...process.env },
  url: typeof location === 'undefined' ? undefined : location.href,
});
for (const key of Object.keys(process.env)) if (!(key in saved.env)) delete process.env[key];
Object.assign(process.env, saved.env);
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();

if (typeof document !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  // what a previous file left in the body (an unclosed dialog's portal, say), but not the containers antd's
  // static message and notification create once per worker and keep using
  const antdStatic = '.ant-message, .ant-notification';
  for (const child of [...document.body.children]) if (!child.matches(antdStatic) && !child.querySelector(antdStatic)) child.remove();
  if (saved.url && location.href !== saved.url) {
    // a file may have left the page on another origin (a blob: URL), where history cannot go back
    const happyDom = (globalThis as { happyDOM?: { setURL: (url: string) => void } }).happyDOM;
    if (happyDom) happyDom.setURL(saved.url);
    else history.replaceState(null, '', saved.url);
  }
}
