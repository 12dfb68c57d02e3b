import { defineConfig } from 'vitest/config';
import { heavyFirst } from '../../scripts/vitest-heavy-first.ts';

// `npm test` runs every server test on PostgreSQL, where production runs, and again on PGlite (what
// `npm start` embeds) only those whose outcome can depend on the engine (TEST_SCOPE=dialect): migrations,
// seed and template copies, the data-directory lock and real processes, row-level security, the clock,
// LISTEN/NOTIFY cache events, background imports and the order SQL functions. Row-lock and concurrency
// tests are not among them: PGlite has one connection, so they prove nothing there. A plain `vitest run`
// runs everything on the database TEST_DB names.
const DIALECT_SENSITIVE = [
  'src/db/**/*.test.ts',
  'src/test/{template,processes,catalogue-rls,one-clock,permission-rules}.test.ts',
  'src/modules/staff-center/auth/session-cache.test.ts',
  'src/modules/mall-center/imports/*.test.ts',
  'src/modules/mall-center/orders/orders-hot-path.test.ts',
];

export default defineConfig({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    include: process.env['TEST_SCOPE'] === 'dialect' ? DIALECT_SENSITIVE : ['src/**/*.test.ts'],
    // one migrated, seeded database per run; each test database is a copy (src/test/template.ts)
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    // one worker process runs many files and loads Fastify, Drizzle, pg and the rest once; the setup file
    // gives each file fresh copies of our own modules (caches included), its own mocks and environment
    isolate: false,
    setupFiles: ['../../scripts/vitest-fresh-modules.ts'],
    sequence: {
      sequencer: heavyFirst([
        'src/test/isolation.test.ts',
        'src/test/bad-input.test.ts',
        'src/test/processes.test.ts',
        'src/test/template.test.ts',
        'src/db/seed/file-history.test.ts',
      ]),
    },
  },
});
