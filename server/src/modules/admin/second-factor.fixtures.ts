import { hotp, timeStep } from './second-factor';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The bytes of a base32 secret, as an authenticator app reads what the enrolment shows. */
function fromBase32(text: string): Buffer {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text) {
    buffer = ((buffer << 5) | BASE32.indexOf(char)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** What the operator's authenticator app shows at `nowMs` (`steps` 30-second steps later or earlier). */
export const appCode = (secret: string, nowMs: number, steps = 0) =>
  hotp(fromBase32(secret), timeStep(nowMs) + steps);
