import { parseAmount } from '@club/contract/lib/amount-text';

/** Round sums in major units that the recharge form offers as one-tap amounts. */
const QUICK_MAJOR = [50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000];
const QUICK_COUNT = 6;

/** The first six round sums inside the channel's range, in minor units. */
export function quickAmounts(channel: { minAmount: number; maxAmount: number }, exponent: number): number[] {
  // The sums are read as typed amounts, so the contract's one rule turns them into minor units.
  return QUICK_MAJOR.map((major) => parseAmount(String(major), exponent))
    .flatMap((parsed) => (parsed.ok ? [parsed.minor] : []))
    .filter((minor) => minor >= channel.minAmount && minor <= channel.maxAmount)
    .slice(0, QUICK_COUNT);
}
