// argon2id at or above the OWASP minimum (19 MiB, 2 iterations, parallelism 1).
import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import pLimit from 'p-limit';

// Algorithm.Argon2id; the package ships it as a const enum
const ARGON2ID = 2 as Algorithm.Argon2id;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

// At most this many hashes or verifications at once (each takes a core for tens of ms on libuv's thread
// pool): the rest wait their turn, so a burst of logins leaves a core to the event loop and the other
// requests instead of taking every core.
export const ARGON2_CONCURRENCY = Math.max(1, availableParallelism() - 1);
const limit = pLimit(ARGON2_CONCURRENCY);

export const hashPassword = (password: string): Promise<string> => limit(() => hash(password, OPTIONS));

export const verifyPassword = async (stored: string, password: string): Promise<boolean> => {
  try {
    return await limit(() => verify(stored, password));
  } catch {
    return false;
  }
};

// verified against when a user does not exist, so timing does not reveal which names exist
let dummy: Promise<string> | undefined;
export const dummyVerify = async (password: string): Promise<void> => {
  dummy ??= hashPassword('dummy-password-1');
  await verifyPassword(await dummy, password);
};
