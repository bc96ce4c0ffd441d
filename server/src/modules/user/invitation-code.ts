import { randomInt } from 'node:crypto';

// No 0/O/1/I: a code read aloud or copied by hand must not be ambiguous.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newInvitationCode(): string {
  return Array.from({ length: 8 }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');
}

export function normaliseInvitationCode(code: string): string {
  return code.trim().toUpperCase();
}
