import fs from 'node:fs';
import { E2E } from './env';

/** The newest SMS code the console provider printed for this E.164 number. */
export async function smsCodeFor(e164: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const lines = fs
      .readFileSync(E2E.serverLog, 'utf8')
      .split('\n')
      .filter((l) => l.startsWith(`[sms] to ${e164}:`));
    const match = lines.at(-1)?.match(/\b(\d{6})\b/);
    if (match) return match[1];
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no SMS code for ${e164} in ${E2E.serverLog}`);
}
