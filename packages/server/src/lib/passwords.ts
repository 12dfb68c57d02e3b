// argon2id at or above the OWASP minimum (19 MiB, 2 iterations, parallelism 1).
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm.Argon2id; the package ships it as a const enum
const ARGON2ID = 2 as Algorithm.Argon2id;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = async (stored: string, password: string): Promise<boolean> => {
  try {
    return await verify(stored, password);
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
