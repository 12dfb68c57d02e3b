/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { constants as zlib } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { shellChunks } from './build/shell-chunk.ts';

// In `vite dev` the API, health check and API docs are served by the Fastify server
// (default http://127.0.0.1:8080, override with MEDPORTAL_API_URL).
const apiTarget = process.env.MEDPORTAL_API_URL ?? 'http://127.0.0.1:8080';
const proxied = [
  '/healthz',
  '/docs',
  '/m-staff-center',
  '/m-config-center',
  '/m-worktable',
  '/m-mall-center',
  '/m-audit-center',
  '/m-product-center',
  '/m-channel-center',
  '/guoke-deepexi-file-library',
];

// antd parts behind options the app does not use on its first pages, loaded when first rendered (below)
const LAZY_ANTD_PARTS = [
  { importer: /antd[\\/]es[\\/]card[\\/]Card\.js$/, source: '../tabs', module: 'antd/es/tabs' },
  // a form label and a segmented item show a tooltip only when given one (the login page's are not):
  // until the tooltip has loaded, its target renders without it
  {
    importer: /antd[\\/]es[\\/](form[\\/]FormItemLabel|segmented[\\/]index)\.js$/,
    source: '../tooltip',
    module: 'antd/es/tooltip',
    showChildren: true,
  },
];

// the modules only the pages with the shell's chrome use, as one chunk (build/shell-chunk.ts)
const shell = shellChunks({
  webDir: fileURLToPath(new URL('.', import.meta.url)),
  layouts: ['default', 'header-blank', 'no-scroll', 'bi', 'sub-app', 'white'],
  appLayer: fileURLToPath(new URL('src/app/app-layer.tsx', import.meta.url)),
  homePages: ['/'],
  firstPages: ['/login'],
});

export default defineConfig({
  // relative asset URLs: the built SPA is served by the Fastify server at `/`
  base: './',
  plugins: [
    react(),
    ...shell.plugins,
    // antd's form context (used by every input, select and checkbox) needs only FormProvider, but the
    // @rc-component/form index also attaches Form, Field, List and async-validator to its default
    // export as side effects; importing FormProvider from its own module keeps that engine (about
    // 13 KB gzip) off the pages that render no form. Same module instance as the index's import.
    {
      name: 'rc-form-provider-only',
      enforce: 'pre',
      resolveId(source, importer) {
        if (source !== '@rc-component/form' || !importer || !/antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer)) return null;
        return this.resolve('@rc-component/form/es/FormContext.js', importer, { skipSelf: true });
      },
    },
    // Card imports Tabs (about 11 KB gzip, a third of the home page's own chunks) for its tabList,
    // which no page here uses: Tabs load when a card first renders them. (Typography's editor was tried
    // the same way and cost more than it saved: Input is on those pages anyway.)
    {
      name: 'antd-lazy-parts',
      enforce: 'pre',
      resolveId(source, importer) {
        const part = LAZY_ANTD_PARTS.find((p) => p.source === source && importer && p.importer.test(importer));
        return part ? `\0lazy-antd:${part.module}` : null;
      },
      load(id) {
        if (!id.startsWith('\0lazy-antd:')) return null;
        const part = LAZY_ANTD_PARTS.find((p) => p.module === id.slice('\0lazy-antd:'.length));
        if (!part) return null;
        const module = JSON.stringify(part.module);
        return (
          `import { createElement, lazy, Suspense } from 'react';
const Part = lazy(() => import(${module}));
export default function LazyAntdPart(props) { return createElement(Suspense, { fallback: ` +
          `${part.showChildren ? 'props.children ?? null' : 'null'} }, createElement(Part, props)); }`
        );
      },
    },
    // the server sends these pre-compressed files (@fastify/static preCompressed) to browsers that
    // accept them: brotli, else gzip at its best level; nothing is compressed per request
    compression({
      include: /\.(js|css|html|svg|json)$/,
      exclude: /\.vite[\\/]/,
      threshold: 256,
      skipIfLargerOrEqual: true,
      logLevel: 'silent',
      algorithms: [
        defineAlgorithm('gzip', { level: 9 }),
        defineAlgorithm('brotliCompress', { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      ],
    }),
  ],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    // `@medportal/contracts/*` is read from its TypeScript source (no contracts build needed). An
    // alias rather than an ssr 'source' condition: vitest passes ssr conditions on to Node, which
    // then loads other packages' untranspiled 'source' entries (e.g. antd's dependencies).
    alias: [{ find: /^@medportal\/contracts\/(.*)$/, replacement: fileURLToPath(new URL('../contracts/src/$1.ts', import.meta.url)) }],
  },
  server: {
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }])),
  },
  test: {
    // vitest's default leaves one core idle; on the 2-core CI machine that doubled the run (251 -> 151 s)
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // a bound against hangs, not a speed check: user-event tests on a loaded 2-core machine pass 5 s
    testTimeout: 30_000,
    // one worker process runs many files and loads antd, React and the rest once; the first setup file
    // gives each file fresh copies of our own modules, its own mocks, storage and URL (see there)
    isolate: false,
    setupFiles: ['../../scripts/vitest-fresh-modules.ts', './src/test-setup.ts'],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which chunk holds which module (chunks are named by hash; the server
    // does not serve dot directories)
    manifest: true,
    rolldownOptions: {
      // the menu loads its icons by name (shell/layout/menu-icons.tsx); the few the shell also shows
      // itself are in the shell chunk already, which is all this warning says
      onLog(level, log, handler) {
        if (
          log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' &&
          log.message.includes('@ant-design/icons/es/icons/') &&
          log.message.includes('menu-icons')
        )
          return;
        handler(level, log);
      },
      output: {
        // chunks named by their hash alone: the entry lists every lazily loaded chunk for preloading,
        // and the module names in some 300 file names cost every page about 4 KB gzip (the manifest
        // and the source maps of a build tell which chunk holds what)
        chunkFileNames: 'assets/[hash].js',
        // React in its own long-cached chunk; what the entry itself imports in a second one (left to
        // itself the bundler cut it into some twenty small files, each compressed on its own: about
        // 7 KB gzip more per page); everything else (antd above all) is split along the lazy routes,
        // so a route loads only the components it renders
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // only the modules the entry imports, not their dependencies: those may belong to one route
            { name: 'initial', tags: ['$initial'], includeDependenciesRecursively: false, priority: 1 },
            ...shell.groups,
          ],
        },
      },
    },
  },
});
