import { createHmac } from 'node:crypto';
import { PASSWORD_MAX, PASSWORD_MIN } from '@club/contract';
import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS } from './common-passwords';
import { fail } from './errors';

// OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane (~10 ms a hash here).
// algorithm 2 = Argon2id (the package's const enum cannot be imported under isolatedModules).
const ARGON = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, ARGON);
}

export async function verifyPassword(stored: string | null, plain: string): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}

/**
 * A six-digit pay password has only a million values, so a stolen hash alone would fall to a brute
 * force; the pepper (a key that lives outside the database) makes the hash useless without it.
 */
export function pepperPin(pepper: string, pin: string): string {
  return createHmac('sha256', pepper).update(pin).digest('base64');
}

/** The specification's 6–16 characters, plus a refusal of the passwords attackers try first. */
export function assertLoginPassword(password: string): void {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) fail('PASSWORD_LENGTH');
  if (COMMON_PASSWORDS.has(password.toLowerCase())) fail('PASSWORD_TOO_COMMON');
}

/** A hash to spend the same time on when there is no account, so timing does not reveal phones. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}
