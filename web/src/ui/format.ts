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

/**
 * A calendar day the server names in UTC (`YYYY-MM-DD`, such as a task's day) in the locale. It is
 * formatted in UTC, so a reader west of Greenwich does not see the day before.
 */
export function formatDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(date);
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

/** A count or score in the digits and grouping of the language: "12,840", "١٢٬٨٤٠". */
export function formatNumber(n: number, locale: string = currentLanguage()): string {
  return new Intl.NumberFormat(locale).format(n);
}
