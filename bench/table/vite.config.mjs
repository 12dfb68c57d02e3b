// Vite config of the DataTable render harness. bench/table-render.mjs imports it with Node and passes it
// to vite's build() (configFile: false), building into a /tmp outDir; vite never bundles this file.
// vite and the React plugin are the web package's own copies; contracts are read from source as in
// packages/web/vite.config.ts.
import { fileURLToPath } from 'node:url';
import { defineConfig, defaultClientConditions } from '../../packages/web/node_modules/vite/dist/node/index.js';
import react from '../../packages/web/node_modules/@vitejs/plugin-react/dist/index.js';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  logLevel: 'warn',
  plugins: [react()],
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: [
      { find: /^@medportal\/contracts\/(.*)$/, replacement: fileURLToPath(new URL('../../packages/contracts/src/$1.ts', import.meta.url)) },
    ],
  },
  build: { emptyOutDir: true, reportCompressedSize: false, chunkSizeWarningLimit: 4000 },
});
