import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  base32,
  hotp,
  matchingStep,
  newRecoveryCodes,
  normalRecoveryCode,
  openSecret,
  otpauthUri,
  recoveryCodeHash,
  sealSecret,
  timeStep,
} from './second-factor';

/** RFC 6238 appendix B: the SHA-1 seed is the ASCII text "12345678901234567890". */
const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: [seconds: number, code: string][] = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_VECTORS)('gives the appendix B code at %i s (8 digits, SHA-1)', (seconds, code) => {
    expect(hotp(RFC_SECRET, timeStep(seconds * 1000), 8)).toBe(code);
  });

  it('gives the last 6 digits of the same codes, as the apps show them', () => {
    expect(hotp(RFC_SECRET, timeStep(59_000))).toBe('287082');
    expect(hotp(RFC_SECRET, timeStep(1111111109_000))).toBe('081804');
  });

  it('accepts a code one step either side of now, and no further', () => {
    const now = 1_234_567_890_000;
    const step = timeStep(now);
    for (const offset of [-1, 0, 1]) {
      expect(matchingStep(RFC_SECRET, hotp(RFC_SECRET, step + offset), now)).toBe(step + offset);
    }
    expect(matchingStep(RFC_SECRET, hotp(RFC_SECRET, step - 2), now)).toBeUndefined();
    expect(matchingStep(RFC_SECRET, hotp(RFC_SECRET, step + 2), now)).toBeUndefined();
    expect(matchingStep(RFC_SECRET, '12345', now)).toBeUndefined();
  });
});

describe('base32 (RFC 4648) and the otpauth URI', () => {
  it('encodes the RFC 4648 test vectors, without padding', () => {
    const cases = { '': '', f: 'MY', fo: 'MZXQ', foo: 'MZXW6', foob: 'MZXW6YQ', fooba: 'MZXW6YTB' };
    for (const [text, encoded] of Object.entries(cases)) expect(base32(Buffer.from(text))).toBe(encoded);
    expect(base32(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32(RFC_SECRET)).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
  });

  it('names the club and the operator, with the secret in base32', () => {
    expect(otpauthUri('night.owl', RFC_SECRET)).toBe(
      'otpauth://totp/Film%20Club:night.owl?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=Film%20Club',
    );
  });
});

describe('the secret at rest', () => {
  const key = randomBytes(32);

  it('opens what it sealed, for the same operator and key only', () => {
    const secret = randomBytes(20);
    const sealed = sealSecret(key, 7, secret);
    expect(sealed).not.toContain(secret.toString('base64url'));
    expect(openSecret(key, 7, sealed).equals(secret)).toBe(true);
    expect(() => openSecret(key, 8, sealed)).toThrow();
    expect(() => openSecret(randomBytes(32), 7, sealed)).toThrow();
    // Two seals of one secret differ (a fresh IV each time).
    expect(sealSecret(key, 7, secret)).not.toBe(sealed);
  });
});

describe('recovery codes', () => {
  it('makes ten different codes of the shown form, read back however they are typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const [first] = codes;
    const normal = first.replace('-', '');
    expect(normalRecoveryCode(first)).toBe(normal);
    expect(normalRecoveryCode(` ${first.toUpperCase().replace('-', ' ')} `)).toBe(normal);
    expect(normalRecoveryCode('123456')).toBeUndefined();
    expect(normalRecoveryCode('abcde-fgh1j')).toBeUndefined();
  });

  it('hashes a code per operator under the key', () => {
    const key = randomBytes(32);
    expect(recoveryCodeHash(key, 1, 'abcdefghij')).toBe(recoveryCodeHash(key, 1, 'abcdefghij'));
    expect(recoveryCodeHash(key, 2, 'abcdefghij')).not.toBe(recoveryCodeHash(key, 1, 'abcdefghij'));
    expect(recoveryCodeHash(randomBytes(32), 1, 'abcdefghij')).not.toBe(
      recoveryCodeHash(key, 1, 'abcdefghij'),
    );
  });
});
