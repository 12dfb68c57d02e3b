// Vitest global setup: builds the run's seeded template once (PGlite, or PostgreSQL when
// TEST_DATABASE_URL is set) and hands it to the test workers; removes it when the run ends.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTemplate, dropStaleTemplates, dropTemplate, isAlive, type Template } from './template.js';

const PREFIX = 'medportal-test-template-';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const admin = process.env['TEST_DATABASE_URL'];
  // a run killed before its teardown (timeout, SIGKILL) leaves its template: its process is gone
  for (const name of await readdir(tmpdir())) {
    const pid = Number(/^medportal-test-template-(\d+)-/.exec(name)?.[1]);
    if (pid && !isAlive(pid)) await rm(join(tmpdir(), name), { recursive: true, force: true });
  }
  if (admin) await dropStaleTemplates(admin);
  const root = await mkdtemp(join(tmpdir(), `${PREFIX}${process.pid}-`));
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
