// The bytes of stored files: <FILES_DIR>/<tenantId>/<fileCode>. Written to a temporary name first
// and renamed, so a half-written upload is never served.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';

export const filePath = (root: string, tenantId: number, fileCode: string) => join(root, String(tenantId), fileCode);

/** Streams the upload to disk; returns its size. Removes the partial file on any failure. */
export async function storeStream(root: string, tenantId: number, fileCode: string, source: Readable): Promise<number> {
  const dir = join(root, String(tenantId));
  await mkdir(dir, { recursive: true });
  const tmp = join(dir, `.${fileCode}.part`);
  try {
    await pipeline(source, createWriteStream(tmp, { flags: 'wx' }));
    await rename(tmp, filePath(root, tenantId, fileCode));
    return (await stat(filePath(root, tenantId, fileCode))).size;
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}

export const removeStored = (root: string, tenantId: number, fileCode: string) => rm(filePath(root, tenantId, fileCode), { force: true });

export const openStored = (root: string, tenantId: number, fileCode: string) => createReadStream(filePath(root, tenantId, fileCode));

/** Bytes start..end (inclusive) of a stored file: a Range answer's body. */
export const openStoredRange = (root: string, tenantId: number, fileCode: string, start: number, end: number) =>
  createReadStream(filePath(root, tenantId, fileCode), { start, end });

/** The first bytes of a stored file (a type check by signature). */
export async function readHead(root: string, tenantId: number, fileCode: string, length: number): Promise<Buffer> {
  const fh = await open(filePath(root, tenantId, fileCode), 'r');
  try {
    const { buffer, bytesRead } = await fh.read(Buffer.alloc(length), 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await fh.close();
  }
}
