// Secrets at rest (SMTP passwords, SMS provider keys): AES-256-GCM with a random 12-byte IV per value, stored
// as 'v1:<iv>:<tag>:<ciphertext>' (base64). The key is SECRETS_KEY (32 bytes, base64); without it, a random
// key generated on first use and kept in <DATA_DIR>/secrets.key (mode 0600) — one per installation, never a
// key in the repository. Losing the key makes stored secrets unreadable (they must be entered again).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Config } from '../config.js';

export type SecretBox = {
  seal: (plain: string) => string;
  /** the plain text; null when the value was not sealed with this key (or is damaged) */
  open: (sealed: string) => string | null;
};

const KEY_BYTES = 32;

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== KEY_BYTES) throw new Error('the secrets key must be 32 bytes');
  return {
    seal: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), data.toString('base64')].join(':');
    },
    open: (sealed) => {
      const [version, iv, tag, data] = sealed.split(':');
      if (version !== 'v1' || iv === undefined || tag === undefined || data === undefined) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/** The installation's key file: read, or created with a random key (0600) when there is none. */
function keyFileKey(dataDir: string): Buffer {
  const file = join(resolve(dataDir), 'secrets.key');
  const read = () => {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length !== KEY_BYTES) throw new Error(`${file} does not hold a 32-byte base64 key`);
    return key;
  };
  try {
    return read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  mkdirSync(resolve(dataDir), { recursive: true });
  try {
    writeFileSync(file, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // another process created it first: use that one
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return read();
}

/** The key of the configuration: SECRETS_KEY, else the installation's key file. */
export const secretsKeyOf = (config: Pick<Config, 'SECRETS_KEY' | 'DATA_DIR'>): Buffer =>
  config.SECRETS_KEY ? Buffer.from(config.SECRETS_KEY, 'base64') : keyFileKey(config.DATA_DIR);

/** A box whose key is resolved at first use (a server that never stores a secret creates no key file). */
export function lazySecretBox(config: Pick<Config, 'SECRETS_KEY' | 'DATA_DIR'>): SecretBox {
  let box: SecretBox | undefined;
  const get = () => (box ??= secretBox(secretsKeyOf(config)));
  return { seal: (plain) => get().seal(plain), open: (sealed) => get().open(sealed) };
}
