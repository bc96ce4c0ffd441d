/**
 * The withdrawal fee as the server computes it (withdraw service): the channel's rate, rounded
 * half to even, plus its fixed part. Used only to find the "Max" amount; the fee shown before
 * submitting comes from the server (taxation).
 */
type FeeChannel = { feeRate: string; feeFixed: number; minAmount: number; maxAmount: number };

/** A decimal rate string ("0.015") in parts per million (15000), as the server stores rates. */
export function rateToPpm(rate: string): number {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(rate.trim());
  if (!match) throw new Error(`not a rate: ${rate}`);
  return Number(match[1]) * 1_000_000 + Number((match[2] ?? '').padEnd(6, '0'));
}

export function feeOf(channel: FeeChannel, amount: number): number {
  const numerator = BigInt(amount) * BigInt(rateToPpm(channel.feeRate));
  const quotient = numerator / 1_000_000n;
  const twice = (numerator % 1_000_000n) * 2n;
  const up = twice > 1_000_000n || (twice === 1_000_000n && quotient % 2n === 1n);
  return Number(up ? quotient + 1n : quotient) + channel.feeFixed;
}

/**
 * The largest amount whose amount + fee fits in `available`, capped at the channel's maximum;
 * null when not even the channel's minimum fits. amount + fee grows with the amount, so a binary
 * search finds it exactly whatever the rounding.
 */
export function maxWithdrawal(channel: FeeChannel, available: number): number | null {
  let low = 0;
  let high = Math.min(available, channel.maxAmount);
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (mid + feeOf(channel, mid) <= available) low = mid;
    else high = mid - 1;
  }
  return low >= channel.minAmount && low > 0 ? low : null;
}
