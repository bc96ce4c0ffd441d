// Money as members read it: the amount in minor units, written in the reader's locale and the
// platform currency. The member app's figures and the server's messages both write it here.

type MoneyFormats = {
  /** The currency format; it is given whole units only, as a bigint, so it never rounds. */
  amount: Intl.NumberFormat;
  /** Plain digits of the locale, for the whole part 0 and the fraction digits. */
  digits: Intl.NumberFormat;
  /** Set when the currency code is not one Intl accepts: the code is written after the number. */
  code?: string;
};

const moneyFormats = new Map<string, MoneyFormats>();

const RTL_MARK = /[\u200f\u061c]/;

function moneyFormatsOf(
  locale: string,
  currency: string,
  exponent: number,
  signed: boolean,
  bare: boolean,
): MoneyFormats {
  const key = `${locale}|${currency}|${exponent}|${signed}|${bare}`;
  let formats = moneyFormats.get(key);
  if (!formats) {
    const options: Intl.NumberFormatOptions = {
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
      signDisplay: signed ? 'exceptZero' : 'auto',
    };
    const digits = new Intl.NumberFormat(locale, { useGrouping: false });
    if (bare) {
      formats = { amount: new Intl.NumberFormat(locale, options), digits };
      moneyFormats.set(key, formats);
      return formats;
    }
    try {
      formats = {
        amount: new Intl.NumberFormat(locale, { ...options, style: 'currency', currency }),
        digits,
      };
    } catch {
      // A malformed currency code throws a RangeError: still show the amount, with the code.
      formats = { amount: new Intl.NumberFormat(locale, options), digits, code: currency };
    }
    moneyFormats.set(key, formats);
  }
  return formats;
}

/**
 * 12345 minor units, exponent 2, USD → "$123.45" in English, "123,45 $" in German; `signed` adds
 * "+" to positive amounts; `bare` leaves the currency out ("123.45"), for a column of figures whose
 * header names it once (`currencyLabel`): on a phone, eight figures with "US$" on each do not fit. Money is an integer count of minor units (at most 10^12, well inside
 * Number's exact range), and it is never divided as a float: the whole part is formatted as a
 * bigint and the fraction digits are written in from the integer remainder, so 0.1 + 0.2 problems
 * cannot appear and the locale's digits, separators and currency placement still apply.
 */
export function formatMoney(
  minor: number,
  exponent: number,
  currency: string,
  locale: string,
  { signed = false, bare = false }: { signed?: boolean; bare?: boolean } = {},
): string {
  if (!Number.isSafeInteger(minor)) return String(minor);
  const { amount, digits, code } = moneyFormatsOf(locale, currency, exponent, signed, bare);
  const scale = 10n ** BigInt(exponent);
  const abs = BigInt(Math.abs(minor));
  const whole = abs / scale;
  const fraction = abs % scale;
  // A bigint has no -0: for -0.05 format -1 to get the sign and its place, then write the 0 in.
  const shape = whole === 0n && fraction !== 0n ? 1n : whole;
  const parts = amount.formatToParts(minor < 0 ? -shape : shape);
  // Right-to-left formats (they carry an RLM or ALM mark) would let bidi split "US$" into "$US":
  // the currency is isolated so it reads in its own direction.
  const rtl = parts.some((part) => RTL_MARK.test(part.value));
  const text = parts
    .map((part) => {
      if (part.type === 'fraction') return digits.format(fraction).padStart(exponent, digits.format(0));
      if (part.type === 'integer' && whole === 0n) return digits.format(0);
      if (part.type === 'currency' && rtl) return `\u2068${part.value}\u2069`;
      return part.value;
    })
    .join('');
  return code ? `${text} ${code}` : text;
}

/**
 * The currency as formatMoney writes it in the locale: "$" in English, "US$" in Arabic, "USD" in
 * Polish; a code Intl does not accept, as it is. It names the currency of `bare` figures.
 */
export function currencyLabel(currency: string, locale: string): string {
  try {
    const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}
