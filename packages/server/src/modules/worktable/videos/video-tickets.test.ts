// Stream tickets: bound to tenant, video and expiry; the manager flag cannot be changed.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkTicket, issueTicket, ticketKey, TICKET_MAX_MS } from './video-tickets.js';
import { isMp4Head } from './video-files.service.js';

const key = randomBytes(32);
const now = Date.UTC(2026, 0, 1);
const far = new Date(now + 24 * 3600_000);

describe('video tickets', () => {
  it('open the video of the tenant they were issued for until they expire', () => {
    const ticket = issueTicket(key, { tenantId: 1, videoId: 7, sessionEnds: far, manager: false, now });
    expect(checkTicket(key, ticket, 1, 7, now + 1000)).toEqual({ manager: false });
    expect(checkTicket(key, ticket, 1, 8, now)).toBeNull();
    expect(checkTicket(key, ticket, 2, 7, now)).toBeNull();
    expect(checkTicket(key, ticket, 1, 7, now + TICKET_MAX_MS)).toBeNull();
    expect(checkTicket(randomBytes(32), ticket, 1, 7, now)).toBeNull();
  });

  it('end with the session when it ends first, and keep their manager flag', () => {
    const ends = new Date(now + 60_000);
    const ticket = issueTicket(key, { tenantId: 1, videoId: 7, sessionEnds: ends, manager: true, now });
    expect(checkTicket(key, ticket, 1, 7, now)).toEqual({ manager: true });
    expect(checkTicket(key, ticket, 1, 7, now + 60_000)).toBeNull();
    expect(checkTicket(key, ticket.replace('.1.', '.0.'), 1, 7, now)).toBeNull();
    expect(checkTicket(key, 'garbage', 1, 7, now)).toBeNull();
  });

  it('share one key per files root, kept across processes in the root', async () => {
    const root = await mkdtemp(join(tmpdir(), 'video-key-'));
    try {
      const a = await ticketKey(root);
      expect(a.length).toBe(32);
      expect(await ticketKey(root)).toBe(a);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('isMp4Head', () => {
  const head = (brand: string, size = 24) => Buffer.concat([Buffer.from([0, 0, 0, size]), Buffer.from(`ftyp${brand}`, 'latin1')]);
  it('accepts an ftyp box of an mp4 brand, nothing else', () => {
    expect(isMp4Head(head('isom'))).toBe(true);
    expect(isMp4Head(head('mp42'))).toBe(true);
    expect(isMp4Head(head('qt  '))).toBe(false);
    expect(isMp4Head(head('heic'))).toBe(false);
    expect(isMp4Head(head('isom', 4))).toBe(false);
    expect(isMp4Head(Buffer.from('\x89PNG\r\n\x1a\n0000', 'latin1'))).toBe(false);
    expect(isMp4Head(Buffer.from('ftyp'))).toBe(false);
  });
});
