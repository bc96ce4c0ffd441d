import type { TRankBoard } from '@club/contract/ranking';
import { currentLanguage, t } from '../../i18n';
import { formatNumber } from '../../ui/format';
import type { Money } from '../../ui/money';

/**
 * A period's days, "Jan 5 – 11, 2026", in the platform time zone its boundaries were cut in (a
 * member elsewhere would otherwise see the day before). The end is the midnight after the last day,
 * so the last day is the moment before it.
 */
export function formatPeriod(start: string, end: string, timeZone: string): string {
  return new Intl.DateTimeFormat(currentLanguage(), {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone,
  }).formatRange(Date.parse(start), Date.parse(end) - 1);
}

/** What a board counts: people invited, or the principal invested (minor units). */
export function figureText(board: TRankBoard, figure: number, money: Money): string {
  return board === 'invite'
    ? t('ranking.people', { n: formatNumber(figure) })
    : t('ranking.invested', { amount: money(figure) });
}

/** Minutes as days, hours and minutes, "3 d 4 h 12 min"; no days part in the last day. */
export function durationText(minutes: number): string {
  const d = Math.floor(minutes / 1440);
  const h = formatNumber(Math.floor((minutes % 1440) / 60));
  const m = formatNumber(minutes % 60);
  return d > 0 ? t('ranking.days', { d: formatNumber(d), h, m }) : t('ranking.hours', { h, m });
}
