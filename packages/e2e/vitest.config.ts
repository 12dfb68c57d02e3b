import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.spec.ts'],
    // one seeded database for the run, copied by each file's server (tests/global-setup.ts)
    globalSetup: ['tests/global-setup.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // each file starts its own server and browser: one at a time on a small machine
    fileParallelism: false,
  },
});
