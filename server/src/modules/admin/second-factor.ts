import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * TOTP (RFC 6238) as every authenticator app accepts it: HMAC-SHA-1, 6 digits, 30-second steps, the
 * secret 20 random bytes shown in base32. Plus what goes with it: the `otpauth://` URI its QR code
 * carries, the secret sealed for the database, and recovery codes.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
export const SECRET_BYTES = 20;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Film Club';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32, upper case, without padding (what authenticator apps expect in `secret=`). */
export function base32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += BASE32[(buffer >> bits) & 31];
    }
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out;
}

/** HOTP (RFC 4226): the code for one counter value. */
export function hotp(secret: Uint8Array, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', secret).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The 30-second step a moment (epoch milliseconds) falls in. */
export const timeStep = (nowMs: number) => Math.floor(nowMs / 1000 / TOTP_STEP_SECONDS);

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The step whose code `code` is, looking one step either side of now (a phone's clock drifts, and a
 * code typed at the end of its 30 seconds arrives in the next), or undefined.
 */
export function matchingStep(secret: Uint8Array, code: string, nowMs: number): number | undefined {
  const now = timeStep(nowMs);
  return [now - 1, now, now + 1].find((step) => sameText(hotp(secret, step), code));
}

export const newSecret = () => randomBytes(SECRET_BYTES);

/** What the QR code carries; the app shows the issuer and the username beside the codes. */
export function otpauthUri(username: string, secret: Uint8Array): string {
  const issuer = encodeURIComponent(ISSUER);
  return `otpauth://totp/${issuer}:${encodeURIComponent(username)}?secret=${base32(secret)}&issuer=${issuer}`;
}

/**
 * The secret for the database: AES-256-GCM under `key`, bound to its operator (the id is the
 * authenticated data, so a row copied to another operator does not open). `iv.tag.ciphertext`.
 */
export function sealSecret(key: Buffer, adminId: number, secret: Uint8Array): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`operator:${adminId}`));
  const sealed = Buffer.concat([cipher.update(secret), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.');
}

/** The secret back; throws if the text was changed, or belongs to another operator or key. */
export function openSecret(key: Buffer, adminId: number, sealed: string): Buffer {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(`operator:${adminId}`));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]);
}

/** Ten recovery codes `xxxxx-xxxxx` (50 random bits each, base32 in lower case). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const text = base32(randomBytes(7)).slice(0, 10).toLowerCase();
    return `${text.slice(0, 5)}-${text.slice(5)}`;
  });
}

/** A recovery code as typed (any case, spaces or dashes) in the form it is hashed in, or undefined. */
export function normalRecoveryCode(typed: string): string | undefined {
  const text = typed.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z2-7]{10}$/.test(text) ? text : undefined;
}

/**
 * A recovery code's stored form: HMAC-SHA-256 under a server key rather than a slow password hash,
 * because the codes are random (50 bits), not chosen by people: without the server's secret a
 * stolen table gives nothing to guess against, and a keyed hash can be looked up directly.
 */
export const recoveryCodeHash = (key: Buffer, adminId: number, normal: string) =>
  createHmac('sha256', key).update(`${adminId}:${normal}`).digest('base64url');
