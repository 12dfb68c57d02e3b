// SMS codes of the built-in outbox provider, read from its development sink: the e2e server runs with
// SMS_OUTBOX_FILE inside its data directory, where the provider appends one JSON line per text. The
// server runs in another process on its own PGlite directory, so this file is how a test sees a code.
import { existsSync, readFileSync } from 'node:fs';
import type { RunningServer } from './server.js';

const CODE_IN_TEXT = /验证码为(\d{6})/;

/** Every code sent to `phone` so far, oldest first. */
export function smsCodes(server: Pick<RunningServer, 'smsOutboxFile'>, phone: string): string[] {
  if (!existsSync(server.smsOutboxFile)) return [];
  const codes: string[] = [];
  for (const line of readFileSync(server.smsOutboxFile, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const entry = JSON.parse(line) as { phone?: unknown; text?: unknown };
    if (entry.phone !== phone || typeof entry.text !== 'string') continue;
    const code = CODE_IN_TEXT.exec(entry.text)?.[1];
    if (code) codes.push(code);
  }
  return codes;
}

/**
 * Waits for a code to `phone` beyond the `known` ones (pass smsCodes(…).length taken before the send)
 * and returns it.
 */
export async function waitForSmsCode(
  server: Pick<RunningServer, 'smsOutboxFile'>,
  phone: string,
  known: number,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const code = smsCodes(server, phone)[known];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no SMS code for ${phone} in ${server.smsOutboxFile} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
