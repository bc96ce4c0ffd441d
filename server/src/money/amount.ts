import { fail } from '../kernel/errors';

/**
 * Money is an integer count of minor units (12345 = 123.45 in a 2-decimal currency). One amount is at
 * most 10^12 minor units (PRODUCT.md §1): the sum of thousands of such amounts, and any product with
 * a rate ≤ 0.1 over ≤ 3650 days, stays far inside Number's exact range (2^53 ≈ 9·10^15), so balances
 * can travel as plain numbers while products are taken in BigInt.
 */
export const MAX_AMOUNT = 1_000_000_000_000;

export type Minor = number;

export function isAmount(value: number): boolean {
  return Number.isSafeInteger(value) && Math.abs(value) <= MAX_AMOUNT;
}

/** A positive amount a member or operator asks to move; anything else is a translated validation error. */
export function assertPositiveAmount(value: number, field = 'amount'): Minor {
  if (!Number.isSafeInteger(value) || value <= 0 || value > MAX_AMOUNT) fail('VALIDATION_FORMAT', { field });
  return value;
}

/** Rates are parts per million: "0.015" (1.5 %) is 15000. At most 6 decimals, exactly. */
export function parseRate(text: string): number {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) fail('VALIDATION_FORMAT', { field: 'rate' });
  return Number(match[1]) * 1_000_000 + Number((match[2] ?? '').padEnd(6, '0'));
}

export function formatRate(ppm: number): string {
  const whole = Math.floor(ppm / 1_000_000);
  const fraction = String(ppm % 1_000_000)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** numerator / denominator rounded half to even (banker's rounding), for non-negative values. */
export function divideHalfEven(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const twice = (numerator % denominator) * 2n;
  if (twice > denominator || (twice === denominator && quotient % 2n === 1n)) return quotient + 1n;
  return quotient;
}

/** amount × ppm / 10^6, rounded half to even: the interest on `amount` at a rate. */
export function applyRate(amount: Minor, ppm: number, periods = 1): Minor {
  return Number(divideHalfEven(BigInt(amount) * BigInt(ppm) * BigInt(periods), 1_000_000n));
}

/** 12345 with exponent 2 → "123.45", exactly (no floating point). */
export function formatMinor(amount: Minor, exponent: number): string {
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(amount)).padStart(exponent + 1, '0');
  return exponent === 0
    ? `${sign}${digits}`
    : `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}
