import { parseRatePpm, withdrawalFee } from '@club/contract/lib/money-math';

/**
 * The fee math is the contract's (`withdrawalFee`, the rule the server charges by); this file only
 * reads a channel's terms and finds the "Max" amount. The fee shown before submitting comes from
 * the server (taxation).
 */
type FeeChannel = {
  feeRate: string;
  feeFixed: number;
  /** The member's SVIP discount off the fee, in percent. */
  feeDiscountPercent: number;
  minAmount: number;
  maxAmount: number;
};

/**
 * A channel's fee as `withdrawalFee` takes it. The server writes every rate with at most 6 decimals,
 * so one that does not parse is a broken answer: it throws rather than guess a fee.
 */
export function feeTerms(channel: Pick<FeeChannel, 'feeRate' | 'feeFixed' | 'feeDiscountPercent'>) {
  const feePpm = parseRatePpm(channel.feeRate);
  if (feePpm === undefined) throw new Error(`not a rate: ${channel.feeRate}`);
  return { feePpm, feeFixed: channel.feeFixed, discountPercent: channel.feeDiscountPercent };
}

/**
 * The largest amount whose amount + fee fits in `available`, capped at the channel's maximum;
 * null when not even the channel's minimum fits. amount + fee grows with the amount, so a binary
 * search finds it exactly whatever the rounding.
 */
export function maxWithdrawal(channel: FeeChannel, available: number): number | null {
  const terms = feeTerms(channel);
  let low = 0;
  let high = Math.min(available, channel.maxAmount);
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (mid + withdrawalFee(mid, terms) <= available) low = mid;
    else high = mid - 1;
  }
  return low >= channel.minAmount && low > 0 ? low : null;
}

/** The limit an amount breaks, with the figures to name it by. */
export type WithdrawalProblem =
  | { kind: 'belowMin'; min: number }
  | { kind: 'aboveMax'; max: number }
  | { kind: 'overAvailable'; available: number; max: number }
  | { kind: 'nothingAvailable'; available: number; min: number };

/**
 * Why `minor` cannot be withdrawn through `channel` from `available`, naming the limit that binds
 * (the smaller of the channel's maximum and what the balance covers with the fee); null when it can.
 */
export function withdrawalProblem(
  minor: number,
  channel: FeeChannel,
  available: number,
): WithdrawalProblem | null {
  if (minor < channel.minAmount) return { kind: 'belowMin', min: channel.minAmount };
  const fits = minor + withdrawalFee(minor, feeTerms(channel)) <= available;
  if (fits && minor <= channel.maxAmount) return null;
  const max = maxWithdrawal(channel, available);
  if (max === null) return { kind: 'nothingAvailable', available, min: channel.minAmount };
  if (max < channel.maxAmount || !fits) return { kind: 'overAvailable', available, max };
  return { kind: 'aboveMax', max: channel.maxAmount };
}
