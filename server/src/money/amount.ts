import { MAX_AMOUNT_MINOR } from '@club/contract/lib/amount-text';
import { parseRatePpm } from '@club/contract/lib/money-math';
import { fail } from '../kernel/errors';

// The math itself is shared with both apps (`contract/src/lib/money-math.ts`); the server reaches it here.
export {
  applyRate,
  couponDiscount,
  divideHalfEven,
  formatMinor,
  formatRatePpm as formatRate,
  toMicroUsdt,
  withdrawalFee,
} from '@club/contract/lib/money-math';

/**
 * Money is an integer count of minor units (12345 = 123.45 in a 2-decimal currency). One amount is at
 * most 10^12 minor units (PRODUCT.md §1): the sum of thousands of such amounts, and any product with
 * a rate ≤ 0.1 over ≤ 3650 days, stays far inside Number's exact range (2^53 ≈ 9·10^15), so balances
 * can travel as plain numbers while products are taken in BigInt.
 */
export const MAX_AMOUNT = MAX_AMOUNT_MINOR;

export function isAmount(value: number): boolean {
  return Number.isSafeInteger(value) && Math.abs(value) <= MAX_AMOUNT;
}

/** Rates are parts per million: "0.015" (1.5 %) is 15000. At most 6 decimals, exactly. */
export function parseRate(text: string): number {
  const ppm = parseRatePpm(text);
  if (ppm === undefined) fail('VALIDATION_FORMAT', { field: 'rate' });
  return ppm;
}
