// The data directory's lock: PGlite has none of its own, and two processes on one directory would
// corrupt it. The lock file names its holder (pid, process start, host) and is touched every 5 s. A start
// that finds the holder dead takes over at once: on the same host when its pid is gone or now belongs to
// another process (another start time); a holder on another host (a shared volume) only once its file
// went untouched for 15 s. A live holder refuses the start.
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmdirSync, rmSync, statSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export type LockHolder = { pid: number; hostname: string; startedAt: string; startTicks: string | null };

const LOCK_FILE = '.server.lock';
const TOUCH_MS = 5_000;
const STALE_MS = 15_000;
// a takeover in progress (a directory made exclusively) left behind by a process killed during it
const TAKEOVER_STALE_MS = 5_000;

export class DataDirLocked extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder | null,
  ) {
    const who = holder ? `（进程 ${holder.pid}，主机 ${holder.hostname}，启动于 ${holder.startedAt}）` : '';
    const whoEn = holder ? ` (pid ${holder.pid} on ${holder.hostname}, started ${holder.startedAt})` : '';
    super(
      `数据目录 ${dir} 正被另一个服务进程使用${who}，拒绝启动。Data directory ${dir} is in use by another server process${whoEn}; refusing to start.`,
    );
  }
}

/** The start of a process in clock ticks since boot (Linux /proc), to tell a reused pid from its holder. */
function startTicks(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // field 22 (starttime); the fields after the command name, which may hold spaces, start at field 3
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const ageOf = (path: string): number => {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return Infinity;
  }
};

function readHolder(path: string): { holder: LockHolder | null; raw: string } {
  try {
    const raw = readFileSync(path, 'utf8');
    const parsed = JSON.parse(raw) as Partial<LockHolder>;
    const ok = typeof parsed.pid === 'number' && typeof parsed.hostname === 'string' && typeof parsed.startedAt === 'string';
    return { holder: ok ? (parsed as LockHolder) : null, raw };
  } catch {
    // unreadable, half-written, or the directory an older version's lock left
    return { holder: null, raw: '' };
  }
}

/** Whether the holder still runs; a lock without a readable holder is alive while it is fresh. */
function holderAlive(holder: LockHolder | null, path: string): boolean {
  if (!holder || holder.hostname !== hostname()) return ageOf(path) < STALE_MS;
  // our own pid in the file is a previous process's (a container restarted with the same pid)
  if (holder.pid === process.pid || !pidAlive(holder.pid)) return false;
  const ticks = startTicks(holder.pid);
  return !(holder.startTicks && ticks && ticks !== holder.startTicks);
}

function writeLock(path: string, holder: LockHolder, flags: 'wx' | 'w'): void {
  const fd = openSync(path, flags);
  try {
    writeSync(fd, JSON.stringify(holder));
  } finally {
    closeSync(fd);
  }
}

const errCode = (err: unknown) => (err as NodeJS.ErrnoException).code;

/** Replaces a dead holder's lock with ours, one process at a time; false when another one is at it or the holder came back. */
function takeOver(path: string, me: LockHolder): boolean {
  const mutex = `${path}.takeover`;
  try {
    mkdirSync(mutex);
  } catch (err) {
    if (errCode(err) !== 'EEXIST') throw err;
    if (ageOf(mutex) > TAKEOVER_STALE_MS) rmSync(mutex, { recursive: true, force: true });
    return false;
  }
  try {
    // judged again inside the mutex: another process may have taken it over meanwhile
    if (holderAlive(readHolder(path).holder, path)) return false;
    const tmp = `${path}.${process.pid}`;
    writeLock(tmp, me, 'w');
    rmSync(path, { recursive: true, force: true });
    renameSync(tmp, path);
    return true;
  } finally {
    rmdirSync(mutex);
  }
}

/**
 * Takes the data directory's lock or throws DataDirLocked naming the live holder. Answers the release
 * (also run when the process exits), which removes the file only while it still names this process.
 */
export async function lockDataDir(dir: string): Promise<() => void> {
  const path = join(dir, LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    hostname: hostname(),
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    startTicks: startTicks(process.pid),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      writeLock(path, me, 'wx');
      break;
    } catch (err) {
      if (errCode(err) !== 'EEXIST' && errCode(err) !== 'EISDIR') throw err;
    }
    const { holder } = readHolder(path);
    if (holderAlive(holder, path)) throw new DataDirLocked(dir, holder);
    if (takeOver(path, me)) break;
    if (attempt === 20) throw new DataDirLocked(dir, readHolder(path).holder);
    await new Promise((r) => setTimeout(r, 50));
  }
  const touch = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(path, now, now);
    } catch {
      /* removed under us: the release finds nothing to remove either */
    }
  }, TOUCH_MS);
  touch.unref();
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearInterval(touch);
    process.off('exit', release);
    const { holder } = readHolder(path);
    if (holder?.pid === me.pid && holder.startedAt === me.startedAt) rmSync(path, { force: true });
  };
  process.on('exit', release);
  return release;
}
