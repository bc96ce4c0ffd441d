import { createHash } from 'node:crypto';

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const sha256 = (b: Buffer) => createHash('sha256').update(b).digest();

// The USDT token contract itself: a payout sent there is lost.
const CONTRACTS = new Set(['TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t']);

function decodeBase58(text: string): Buffer | undefined {
  let n = 0n;
  for (const ch of text) {
    const digit = ALPHABET.indexOf(ch);
    if (digit < 0) return undefined;
    n = n * 58n + BigInt(digit);
  }
  const hex = n.toString(16);
  const body = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  const zeros = text.length - text.replace(/^1+/, '').length;
  return Buffer.concat([Buffer.alloc(zeros), body]);
}

export function encodeBase58Check(payload: Buffer): string {
  const full = Buffer.concat([payload, sha256(sha256(payload)).subarray(0, 4)]);
  let n = BigInt(`0x${full.toString('hex')}`);
  let out = '';
  while (n > 0n) {
    out = ALPHABET[Number(n % 58n)] + out;
    n /= 58n;
  }
  for (const byte of full) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

/**
 * A TRC20 address a member can receive USDT on: base58check of 25 bytes, the 0x41 mainnet prefix, a
 * matching 4-byte double-SHA256 checksum, and neither the zero address nor a token contract.
 */
export function isReceivingTronAddress(address: string): boolean {
  if (!/^T[1-9A-HJ-NP-Za-km-z]{33}$/.test(address)) return false;
  const bytes = decodeBase58(address);
  if (bytes?.length !== 25 || bytes[0] !== 0x41) return false;
  const checksum = sha256(sha256(bytes.subarray(0, 21))).subarray(0, 4);
  if (!checksum.equals(bytes.subarray(21))) return false;
  if (bytes.subarray(1, 21).every((b) => b === 0)) return false;
  return !CONTRACTS.has(address);
}

/** A syntactically valid address derived from a seed (the demo club's receiving address). */
export function tronAddressFromSeed(seed: string): string {
  return encodeBase58Check(Buffer.concat([Buffer.from([0x41]), sha256(Buffer.from(seed)).subarray(0, 20)]));
}
