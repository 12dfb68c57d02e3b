// The OpenAPI document at /docs/json, judged by tools nobody here wrote: @apidevtools/swagger-parser
// validates all of it (every route's schemas, every $ref), and openapi-typescript's client generated
// from it must equal the committed src/test/openapi/api.d.ts, whose types openapi/contract-types.ts
// compares with the contracts package at typecheck time. A route added later with a schema the
// document cannot express fails here. OPENAPI_CLIENT=write (npm run openapi:client) rewrites the file.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import SwaggerParser from '@apidevtools/swagger-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.js';
import { serviceRoutes } from './route-matrix.js';

const CLIENT_FILE = fileURLToPath(new URL('./openapi/api.d.ts', import.meta.url));
const REGENERATE = 'npm run openapi:client -w @medportal/server';

let t: TestApp;
let doc: OpenAPIV3.Document;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => t.close());

/** the first line where two texts differ, for a failure message that fits on a screen */
function firstDifference(actual: string, expected: string): string {
  const a = actual.split('\n');
  const e = expected.split('\n');
  const i = a.findIndex((line, n) => line !== e[n]);
  const at = i === -1 ? a.length : i;
  return `line ${at + 1}: generated ${JSON.stringify(a[at] ?? '<end>')}, committed ${JSON.stringify(e[at] ?? '<end>')}`;
}

describe('OpenAPI document at /docs/json', () => {
  it('passes swagger-parser validation: the OpenAPI 3 schema and every $ref resolved', async () => {
    // validate() dereferences in place: give it a copy
    await expect(SwaggerParser.validate(structuredClone(doc))).resolves.toBeDefined();
  });

  it('the validator rejects a dangling component reference (the gate can fail)', async () => {
    // the recursive trees (MenuNode, OrgNode, ...) are referenced components: drop their definitions
    const broken = structuredClone(doc);
    broken.components = { ...broken.components, schemas: {} };
    await expect(SwaggerParser.validate(broken)).rejects.toThrow(/Missing \$ref pointer/);
  });

  it('documents every service route with its method', () => {
    const missing = serviceRoutes(t.app)
      .filter((r) => !doc.paths[r.url.replace(/:(\w+)/g, '{$1}')]?.[r.method.toLowerCase() as OpenAPIV3.HttpMethods])
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
  });

  it(`generates with openapi-typescript the committed client (regenerate: ${REGENERATE})`, async () => {
    const generated = astToString(await openapiTS(doc as Parameters<typeof openapiTS>[0]));
    if (process.env['OPENAPI_CLIENT'] === 'write') await writeFile(CLIENT_FILE, generated);
    const committed = await readFile(CLIENT_FILE, 'utf8');
    if (generated !== committed) {
      expect.fail(`src/test/openapi/api.d.ts is stale (${firstDifference(generated, committed)}): run ${REGENERATE}`);
    }
  });
});
