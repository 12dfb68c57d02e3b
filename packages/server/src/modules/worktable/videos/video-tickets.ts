// Stream tickets: the browser's own <video src> and <img src> cannot send the session's bearer header,
// so the list hands out, per video, a signed ticket for the query: the tenant and video it is for, when
// it expires (at most the session's end, at most 4 hours) and whether it was issued to a manager (hidden
// videos). The key is kept beside the stored files, which every server serving the bytes shares.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const TICKET_MAX_MS = 4 * 3600_000;
const KEY_FILE = '.video-ticket-key';
const TICKET = /^(\d{10,13})\.([01])\.([A-Za-z0-9_-]{43})$/;

const keys = new Map<string, Promise<Buffer>>();

async function loadKey(root: string): Promise<Buffer> {
  const path = join(root, KEY_FILE);
  await mkdir(root, { recursive: true });
  try {
    await writeFile(path, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as { code?: string }).code !== 'EEXIST') throw err;
  }
  return Buffer.from((await readFile(path, 'utf8')).trim(), 'base64url');
}

/** The signing key of a files root (created once, read once per process). */
export const ticketKey = (root: string): Promise<Buffer> => {
  let key = keys.get(root);
  if (!key) {
    key = loadKey(root);
    key.catch(() => keys.delete(root));
    keys.set(root, key);
  }
  return key;
};

const sign = (key: Buffer, tenantId: number, videoId: number, expires: number, manager: '0' | '1') =>
  createHmac('sha256', key).update(`${tenantId}.${videoId}.${expires}.${manager}`).digest('base64url');

export function issueTicket(
  key: Buffer,
  t: { tenantId: number; videoId: number; sessionEnds: Date; manager: boolean; now?: number },
): string {
  const expires = Math.min(t.sessionEnds.getTime(), (t.now ?? Date.now()) + TICKET_MAX_MS);
  const manager = t.manager ? '1' : '0';
  return `${expires}.${manager}.${sign(key, t.tenantId, t.videoId, expires, manager)}`;
}

/** The ticket's grant for this tenant and video, or null when it is forged, for another video or expired. */
export function checkTicket(key: Buffer, ticket: string, tenantId: number, videoId: number, now = Date.now()): { manager: boolean } | null {
  const m = TICKET.exec(ticket);
  if (!m) return null;
  const expires = Number(m[1]);
  const manager = m[2] as '0' | '1';
  const expected = Buffer.from(sign(key, tenantId, videoId, expires, manager));
  const given = Buffer.from(m[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (expires <= now) return null;
  return { manager: manager === '1' };
}
