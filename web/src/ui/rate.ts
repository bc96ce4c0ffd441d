import { divideHalfEven, formatRatePpm, parseRatePpm } from '@club/contract/lib/money-math';

/**
 * A rate of the API, a decimal string ("0.0015" = 0.15 %), as a percentage in the locale. The
 * server sends at most 6 decimals, so 4 decimals of a percent show every rate exactly; the text is
 * formatted as the exact decimal it is (Intl.NumberFormat takes decimal strings; an older browser
 * reads the string as a number, as before), never through a float where it can. For the terms and
 * details of a project or an investment, where the member reads the exact figure.
 */
export function formatRate(rate: string, locale: string): string {
  if (parseRatePpm(rate) === undefined) return rate;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }).format(
    rate.trim() as Intl.StringNumericLiteral,
  );
}

/** One hundredth of a percent, in parts per million. */
const HUNDREDTH_PERCENT_PPM = 100n;

/**
 * The same rate everywhere but the terms: two decimals of a percent, always ("0.079935" → "7.99%",
 * "0.365" → "36.50%"), so rates side by side read alike; rounded half to even on the exact ppm by
 * the contract's money math, never through a float. The terms tables show the exact figure with
 * `formatRate`.
 */
export function formatRateShort(rate: string, locale: string): string {
  const ppm = parseRatePpm(rate);
  if (ppm === undefined) return rate;
  const hundredths = divideHalfEven(BigInt(ppm), HUNDREDTH_PERCENT_PPM);
  const rounded = formatRatePpm(Number(hundredths * HUNDREDTH_PERCENT_PPM));
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(rounded as Intl.StringNumericLiteral);
}
