import { defineConfig } from 'vitest/config';
import { heavyFirst } from '../../scripts/vitest-heavy-first.ts';

export default defineConfig({
  test: {
    include: ['tests/**/*.spec.ts'],
    // one seeded database for the run, copied by each file's server (tests/global-setup.ts)
    globalSetup: ['tests/global-setup.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // each file starts its own server and browser; two files at a time keep both cores busy while one
    // waits on the other's server or browser (issue 18: the browser suite took 18 of the 58 minutes)
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: heavyFirst(['tests/dead-ends.spec.ts', 'tests/a11y.spec.ts', 'tests/kit-table.spec.ts']) },
  },
});
