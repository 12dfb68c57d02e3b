// The fixture of packages/server/src/test/fresh-modules.test.ts: two test files in one worker process
// (isolate off, one worker, a-first.test.ts before b-second.test.ts), with the setup file under test unless
// FRESH_MODULES_OFF=1 (the control run, in which b-second.test.ts must fail).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

class ByName extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

export default defineConfig({
  // scripts/, so that the setup file is inside the project
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['fresh-modules-fixture/*.test.ts'],
    environment: 'happy-dom',
    isolate: false,
    maxWorkers: 1,
    setupFiles: process.env['FRESH_MODULES_OFF'] === '1' ? [] : ['./vitest-fresh-modules.ts'],
    sequence: { sequencer: ByName },
  },
});
