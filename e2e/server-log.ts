import fs from 'node:fs';
import { E2E } from './env';

/** The SMS lines the console provider printed for this E.164 number, oldest first. */
function smsLines(e164: string) {
  return fs
    .readFileSync(E2E.serverLog, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith(`[sms] to ${e164}:`));
}

/** How many SMS this number has been sent so far (to wait for the next one with `smsCodeFor`). */
export const smsCount = (e164: string) => smsLines(e164).length;

/** The newest SMS code the console provider printed for this E.164 number, past the first `after`. */
export async function smsCodeFor(e164: string, timeoutMs = 10_000, after = 0): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = smsLines(e164);
    const match = lines.length > after ? lines.at(-1)?.match(/\b(\d{6})\b/) : undefined;
    if (match) return match[1];
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no SMS code for ${e164} in ${E2E.serverLog}`);
}
