// SMS codes of the built-in outbox provider, read from the server's log: at LOG_LEVEL=debug the
// provider logs every text it journals ({"msg":"sms outbox","phone":…,"text":…}). The server runs in
// another process on its own PGlite directory, so the log is the only place a test can see a code.
import type { RunningServer } from './server.js';

const CODE_IN_TEXT = /验证码为(\d{6})/;

/** Every code sent to `phone` so far, oldest first. */
export function smsCodes(output: string, phone: string): string[] {
  const codes: string[] = [];
  for (const line of output.split('\n')) {
    if (!line.includes('"sms outbox"')) continue;
    let entry: { msg?: unknown; phone?: unknown; text?: unknown };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue; // a line cut by the output limit
    }
    if (entry.msg !== 'sms outbox' || entry.phone !== phone || typeof entry.text !== 'string') continue;
    const code = CODE_IN_TEXT.exec(entry.text)?.[1];
    if (code) codes.push(code);
  }
  return codes;
}

/**
 * Waits for a code to `phone` beyond the `known` ones (pass smsCodes(…).length taken before the send)
 * and returns it.
 */
export async function waitForSmsCode(server: RunningServer, phone: string, known: number, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const codes = smsCodes(server.output(), phone);
    const code = codes[known];
    if (code) return code;
    if (Date.now() > deadline) {
      throw new Error(`no SMS code for ${phone} in the server log within ${timeoutMs} ms (is the server at LOG_LEVEL=debug?)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
