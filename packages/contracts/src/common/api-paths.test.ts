// The call paths are named once (api-paths.ts): the server's route registrations, the web's API
// modules and the browser tests use the constants, and no source file spells a service path itself.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_API,
  CHANNEL_API,
  CHANNEL_PATHS,
  AUDIT_PATHS,
  CONFIG_API,
  CONFIG_PATHS,
  FILE_API,
  FILE_PATHS,
  MALL_API,
  MALL_PATHS,
  PRODUCT_API,
  PRODUCT_PATHS,
  STAFF_API,
  STAFF_PATHS,
  WORKTABLE_API,
  WORKTABLE_PATHS,
} from './api-paths.js';

const PACKAGES = fileURLToPath(new URL('../../../', import.meta.url));

/** Source files under a directory (no node_modules, no build output). */
function sources(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sources(path, keep);
    return /\.tsx?$/.test(name) && keep(path) ? [path] : [];
  });
}

const notTest = (path: string) => !/\.test\.tsx?$/.test(path) && !path.includes('/src/test/');
/** A string or template literal that starts with a service's base path. */
const RAW_PATH = /['"`]\/(?:m-[a-z-]+|guoke-[a-z-]+)\//;
/** A table of full addresses spelled into a template: it reads '[object Object]/…' (the notice detail did). */
const TABLE_IN_TEMPLATE = /\$\{(?:STAFF|CONFIG|FILE|WORKTABLE|MALL|AUDIT|PRODUCT|CHANNEL)_API\}/;

describe('API paths', () => {
  const services = [
    [STAFF_PATHS, STAFF_API],
    [CONFIG_PATHS, CONFIG_API],
    [FILE_PATHS, FILE_API],
    [WORKTABLE_PATHS, WORKTABLE_API],
    [MALL_PATHS, MALL_API],
    [AUDIT_PATHS, AUDIT_API],
    [PRODUCT_PATHS, PRODUCT_API],
    [CHANNEL_PATHS, CHANNEL_API],
  ] as const;

  it('names every path of a service once; the full address is the base plus the path', () => {
    for (const [paths, api] of services) {
      const values = Object.values(paths) as string[];
      expect(new Set(values).size).toBe(values.length);
      for (const [key, path] of Object.entries(paths)) {
        expect(path).toMatch(/^\/[A-Za-z][A-Za-z/]*$/);
        expect((api as Record<string, string>)[key]).toMatch(new RegExp(`^/(m|guoke)-[a-z-]+/api/v1${path}$`));
      }
    }
    expect(MALL_API.orderDetailList).toBe('/m-mall-center/api/v1/order/orderDetailList');
    expect(STAFF_API.loginByUserName).toBe('/m-staff-center/api/v1/login/loginByUserName');
    expect(PRODUCT_API.udiParse).toBe('/m-product-center/api/v1/udi/parse');
    expect(CHANNEL_API.checkForceQualification).toBe('/m-channel-center/api/v1/qualification/checkForceQualification');
  });

  it('no server, web or browser-test source spells a service path: they use these constants', () => {
    const files = [
      ...sources(join(PACKAGES, 'server/src'), notTest),
      ...sources(join(PACKAGES, 'web/src'), notTest),
      ...sources(join(PACKAGES, 'e2e'), () => true),
    ];
    expect(files.length).toBeGreaterThan(100);
    const raw = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => [line, i] as const)
        .filter(([line]) => (RAW_PATH.test(line) || TABLE_IN_TEMPLATE.test(line)) && !line.trimStart().startsWith('//'))
        .map(([line, i]) => `${relative(PACKAGES, file)}:${i + 1}: ${line.trim()}`),
    );
    expect(raw).toEqual([]);
  });
});
