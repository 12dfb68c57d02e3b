// The data-directory lock without processes of its own: who holds it, and when a start takes it over.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync, existsSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLocked, lockDataDir, type LockHolder } from './data-dir-lock.js';

const dirs: string[] = [];
const releases: (() => void)[] = [];
afterEach(() => {
  for (const r of releases.splice(0)) r();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
const newDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'medportal-lock-unit-'));
  dirs.push(d);
  return d;
};
const lockOf = (dir: string) => join(dir, '.server.lock');
const holderOf = (dir: string) => JSON.parse(readFileSync(lockOf(dir), 'utf8')) as LockHolder;
const plant = (dir: string, holder: Partial<LockHolder>, ageMs = 0) => {
  writeFileSync(lockOf(dir), JSON.stringify({ hostname: hostname(), startedAt: '2026-11-26T00:00:00.000Z', startTicks: null, ...holder }));
  const at = new Date(Date.now() - ageMs);
  utimesSync(lockOf(dir), at, at);
};
const take = async (dir: string) => {
  const release = await lockDataDir(dir);
  releases.push(release);
  return release;
};
// a pid that surely ran and is gone now
const deadPid = () => spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).stdout.trim();

describe('data-directory lock', () => {
  it('records its holder (pid, start time, host) and removes the file on release', async () => {
    const dir = newDir();
    const release = await take(dir);
    const holder = holderOf(dir);
    expect(holder).toMatchObject({ pid: process.pid, hostname: hostname() });
    expect(Math.abs(new Date(holder.startedAt).getTime() - (Date.now() - process.uptime() * 1000))).toBeLessThan(1000);
    release();
    expect(existsSync(lockOf(dir))).toBe(false);
  });

  it('a live holder refuses the start with a message naming it', async () => {
    const dir = newDir();
    // the parent (vitest's main process) is alive on this host; its start time is what /proc says
    plant(dir, { pid: process.ppid, startTicks: null });
    const err = await lockDataDir(dir).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DataDirLocked);
    expect((err as Error).message).toContain(`正被另一个服务进程使用（进程 ${process.ppid}，主机 ${hostname()}`);
    expect(holderOf(dir).pid).toBe(process.ppid);
  });

  it('a dead holder on this host is taken over at once, however fresh its file', async () => {
    const dir = newDir();
    plant(dir, { pid: Number(deadPid()) });
    await take(dir);
    expect(holderOf(dir).pid).toBe(process.pid);
  });

  it('a live pid that now belongs to another process (another start time) is taken over; our own pid in the file too', async () => {
    const reused = newDir();
    plant(reused, { pid: process.ppid, startTicks: '1' });
    await take(reused);
    expect(holderOf(reused).pid).toBe(process.pid);
    const samePid = newDir();
    plant(samePid, { pid: process.pid, startedAt: '2026-01-01T00:00:00.000Z' });
    await take(samePid);
    expect(holderOf(samePid).startedAt).not.toBe('2026-01-01T00:00:00.000Z');
  });

  it('a holder on another host, or a lock of an older version, is stale only after 15 s untouched', async () => {
    const dir = newDir();
    plant(dir, { pid: 1, hostname: 'replica-b' }, 5_000);
    await expect(lockDataDir(dir)).rejects.toThrow('主机 replica-b');
    plant(dir, { pid: 1, hostname: 'replica-b' }, 16_000);
    await take(dir);
    expect(holderOf(dir).pid).toBe(process.pid);
    const legacy = newDir();
    mkdirSync(lockOf(legacy));
    await expect(lockDataDir(legacy)).rejects.toThrow(DataDirLocked);
    const old = new Date(Date.now() - 16_000);
    utimesSync(lockOf(legacy), old, old);
    await take(legacy);
    expect(holderOf(legacy).pid).toBe(process.pid);
  });
});
