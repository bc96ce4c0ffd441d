import { currentLanguage, t } from '../i18n';

/** Compact number units of the locale (spec §9), largest first. A unit whose text is empty is unused. */
export const COMPACT_UNITS = [
  { key: 'trillion', value: 1e12 },
  { key: 'hundredMillion', value: 1e8 },
  { key: 'million', value: 1e6 },
  { key: 'tenThousand', value: 1e4 },
  { key: 'thousand', value: 1e3 },
] as const;

export type CompactUnitKey = (typeof COMPACT_UNITS)[number]['key'];

/** The unit template of the locale ("{n}K", "{n}万"), or '' when the locale does not use the unit. */
export type UnitText = (key: CompactUnitKey) => string;

/**
 * 12 345 → "12.35K" in English, "1.23万" in Chinese: the largest unit the locale uses that fits,
 * at most `digits` decimals, trailing zeros dropped. Below the smallest unit, the plain number.
 */
export function formatCompact(n: number, unitText: UnitText, locale = 'en', digits = 2): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
  const abs = Math.abs(n);
  for (const unit of COMPACT_UNITS) {
    const template = unitText(unit.key);
    if (!template || abs < unit.value) continue;
    // Round first so 999 999 does not become "1,000K" when a larger unit exists.
    const scaled = Number((n / unit.value).toFixed(digits));
    return template.replace('{n}', number.format(scaled));
  }
  return number.format(n);
}

/** formatCompact with the current language's units and number format. */
export function compact(n: number, digits = 2): string {
  return formatCompact(n, (key) => t(`units.${key}`), currentLanguage(), digits);
}

/** "+1 555****4567": the middle digits hidden, at least the last two kept. */
export function maskPhone(phone: string, areaCode?: string): string {
  const prefix = areaCode ? `+${areaCode} ` : '';
  if (phone.length <= 4) return `${prefix}${phone}`;
  const keepEnd = phone.length >= 8 ? 4 : 2;
  const keepStart = Math.min(3, phone.length - keepEnd - 2);
  const hidden = phone.length - keepStart - keepEnd;
  return `${prefix}${phone.slice(0, keepStart)}${'*'.repeat(hidden)}${phone.slice(phone.length - keepEnd)}`;
}

export function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'short', day: 'numeric' }).format(date);
}

/** A date with its time of day in the locale: "Jan 5, 2026, 14:03". */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

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

function moneyFormatsOf(locale: string, currency: string, exponent: number, signed: boolean): MoneyFormats {
  const key = `${locale}|${currency}|${exponent}|${signed}`;
  let formats = moneyFormats.get(key);
  if (!formats) {
    const options: Intl.NumberFormatOptions = {
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
      signDisplay: signed ? 'exceptZero' : 'auto',
    };
    const digits = new Intl.NumberFormat(locale, { useGrouping: false });
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
 * "+" to positive amounts. Money is an integer count of minor units (at most 10^12, well inside
 * Number's exact range), and it is never divided as a float: the whole part is formatted as a
 * bigint and the fraction digits are written in from the integer remainder, so 0.1 + 0.2 problems
 * cannot appear and the locale's digits, separators and currency placement still apply.
 */
export function formatMoney(
  minor: number,
  exponent: number,
  currency: string,
  locale: string = currentLanguage(),
  { signed = false }: { signed?: boolean } = {},
): string {
  if (!Number.isSafeInteger(minor)) return String(minor);
  const { amount, digits, code } = moneyFormatsOf(locale, currency, exponent, signed);
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

/** A count or score in the digits and grouping of the language: "12,840", "١٢٬٨٤٠". */
export function formatNumber(n: number, locale: string = currentLanguage()): string {
  return new Intl.NumberFormat(locale).format(n);
}
