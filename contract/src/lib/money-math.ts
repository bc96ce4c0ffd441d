/**
 * The money math every app shares (PRODUCT.md §1): rates as parts per million, half-to-even
 * rounding on the exact product, fees, USDT conversion. Pure BigInt and string work, no floats and
 * no dependencies, so the server, the member app and the back office compute the same figures.
 * Amounts are integer minor units, at most 10^12 (`MAX_AMOUNT_MINOR`): every product of one with a
 * rate in ppm stays exact in BigInt and every result fits Number's safe range.
 */

export const PPM = 1_000_000;

/** A rate as the API writes it: a decimal with at most 6 places ("0.015" is 1.5 %). */
export const RATE_PATTERN = /^\d+(\.\d{1,6})?$/;

/** "0.015" → 15000 parts per million; undefined when the text is not such a rate. */
export function parseRatePpm(text: string): number | undefined {
  const match = /^(\d+)(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * PPM + Number((match[2] ?? '').padEnd(6, '0'));
}

/** 15000 → "0.015": the API's way of writing a rate. */
export function formatRatePpm(ppm: number): string {
  const whole = Math.floor(ppm / PPM);
  const fraction = String(ppm % PPM)
    .padStart(6, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A rate as a percentage, by moving the decimal point in the text: "0.015" → "1.5". */
export function ratePercent(rate: string): string | undefined {
  if (!RATE_PATTERN.test(rate.trim())) return undefined;
  const [whole, fraction = ''] = rate.trim().split('.');
  const padded = fraction.padEnd(2, '0');
  const intPart = `${whole}${padded.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const rest = padded.slice(2).replace(/0+$/, '');
  return rest ? `${intPart}.${rest}` : intPart;
}

/** A progress rate ("0.5790") as a bar's percentage, floored to a tenth (57.9), from its exact ppm. */
export function progressPercent(rate: string): number {
  return Math.floor((parseRatePpm(rate) ?? 0) / 1000) / 10;
}

/** numerator / denominator rounded half to even (banker's rounding), for non-negative values. */
export function divideHalfEven(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const twice = (numerator % denominator) * 2n;
  if (twice > denominator || (twice === denominator && quotient % 2n === 1n)) return quotient + 1n;
  return quotient;
}

/** amount × ppm × periods / 10^6, rounded half to even: the interest on `amount` at a rate. */
export function applyRate(amount: number, ppm: number, periods = 1): number {
  return Number(divideHalfEven(BigInt(amount) * BigInt(ppm) * BigInt(periods), BigInt(PPM)));
}

/**
 * A withdrawal's fee (PRODUCT.md §4): the channel's percentage, rounded half to even, plus its fixed
 * part; less the member's SVIP discount (a whole percent of that fee, PRODUCT.md §9), rounded half
 * to even.
 */
export function withdrawalFee(
  amount: number,
  channel: { feePpm: number; feeFixed: number; discountPercent?: number },
): number {
  const fee = applyRate(amount, channel.feePpm) + channel.feeFixed;
  const discount = Math.min(100, Math.max(0, channel.discountPercent ?? 0));
  return fee - Number(divideHalfEven(BigInt(fee) * BigInt(discount), 100n));
}

/**
 * Platform minor units in micro-USDT (TRC20 amounts have 6 decimals), at a channel's rate of USDT
 * per platform unit, rounded half to even: what a member sends for a recharge, and what a payout
 * provider pays for a withdrawal, by the same rule.
 */
export function toMicroUsdt(minor: number, ratePpm: number, exponent: number): number {
  return Number(divideHalfEven(BigInt(minor) * BigInt(ratePpm), 10n ** BigInt(exponent)));
}

/** 12345 at exponent 2 → "123.45", exactly; the sign is kept. */
export function formatMinor(amount: number, exponent: number): string {
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(amount)).padStart(exponent + 1, '0');
  return exponent === 0
    ? `${sign}${digits}`
    : `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

/**
 * What a coupon takes off an investment (PRODUCT.md §9): nothing below its minimum order; a percent
 * coupon takes that whole percent of the amount, floored to a minor unit and capped by its maximum;
 * a fixed one its amount. Never more than the amount itself.
 */
export function couponDiscount(
  amount: number,
  coupon: {
    kind: 'percent' | 'fixed';
    percent: number | null;
    amount: number | null;
    minOrder: number;
    maxDiscount: number | null;
  },
): number {
  if (amount < coupon.minOrder) return 0;
  const off =
    coupon.kind === 'percent'
      ? Number((BigInt(amount) * BigInt(coupon.percent ?? 0)) / 100n)
      : (coupon.amount ?? 0);
  return Math.min(amount, off, coupon.maxDiscount ?? off);
}
