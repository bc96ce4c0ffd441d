import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * What an authenticator app shows for a base32 key at `nowMs` (RFC 6238: HMAC-SHA-1, 6 digits,
 * 30-second steps), as the operator's phone would; the server's own code is checked against the
 * RFC's vectors in `server/src/modules/admin/second-factor.test.ts`.
 */
export function totp(secret: string, nowMs: number): string {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of secret.replace(/\s/g, '').toUpperCase()) {
    buffer = ((buffer << 5) | BASE32.indexOf(char)) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(nowMs / 30_000)));
  const mac = createHmac('sha1', Buffer.from(bytes)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
