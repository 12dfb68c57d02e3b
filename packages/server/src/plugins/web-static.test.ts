import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webStatic } from './web-static.js';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const CHUNK = `export const text = ${JSON.stringify('医疗器械'.repeat(500))};`;

let root: string;
let app: FastifyInstance;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'medportal-web-static-'));
  await mkdir(join(root, 'assets'));
  const write = async (file: string, text: string, compressed = true) => {
    await writeFile(join(root, file), text);
    if (!compressed) return;
    await writeFile(join(root, `${file}.gz`), gzipSync(text));
    await writeFile(join(root, `${file}.br`), brotliCompressSync(text));
  };
  await write('index.html', INDEX);
  await write('assets/index-DviBD9PY.js', CHUNK);
  await write('assets/small-Ab12Cd34.js', 'export {};', false);
  await write('assets/Xy_9-kLm.js', CHUNK);
  await mkdir(join(root, '.vite'));
  await write('.vite/manifest.json', '{}', false);
  app = Fastify();
  await webStatic(app, root);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('web static files', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
  ])('sends the pre-compressed index for "/" to a browser accepting %s', async (accept, encoding) => {
    const reply = await get('/', accept);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe(encoding);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.headers['cache-control']).toBe('no-cache');
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends the plain file when no encoding is accepted', async () => {
    const reply = await get('/');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body).toBe(INDEX);
  });

  it('sends hashed chunks compressed and cacheable for a year', async () => {
    const reply = await get('/assets/index-DviBD9PY.js', 'gzip');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(reply.rawPayload.length).toBeLessThan(CHUNK.length / 10);
  });

  it('treats a chunk named by its hash alone as hashed too', async () => {
    const reply = await get('/assets/Xy_9-kLm.js', 'br');
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not serve the build manifest of the dot directory', async () => {
    expect((await get('/.vite/manifest.json')).statusCode).toBe(404);
  });

  it('falls back to the plain file when no compressed copy was written (below the size threshold)', async () => {
    const reply = await get('/assets/small-Ab12Cd34.js', 'gzip, br');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body).toBe('export {};');
  });
});
