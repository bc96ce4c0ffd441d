import { parseRatePpm } from '@club/contract/money-math';

/**
 * A rate of the API, a decimal string ("0.0015" = 0.15 %), as a percentage in the locale. The
 * server sends at most 6 decimals, so 4 decimals of a percent show every rate exactly; the text is
 * formatted as the exact decimal it is (Intl.NumberFormat takes decimal strings; an older browser
 * reads the string as a number, as before), never through a float where it can.
 */
export function formatRate(rate: string, locale: string): string {
  if (parseRatePpm(rate) === undefined) return rate;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 }).format(
    rate.trim() as Intl.StringNumericLiteral,
  );
}
