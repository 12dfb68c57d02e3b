// Vitest global setup: builds the run's seeded template once (PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set) and hands it to the test workers; removes it when the run ends.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplate, dropTemplate, type Template } from './template.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const admin = process.env['TEST_DATABASE_URL'];
  const root = await mkdtemp(join(tmpdir(), 'medportal-test-template-'));
  let template: Template;
  try {
    template = await buildTemplate(root, admin);
  } catch (e) {
    await rm(root, { recursive: true, force: true });
    throw e;
  }
  project.provide('testTemplate', template);
  return async () => {
    try {
      await dropTemplate(template, admin);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  };
}
