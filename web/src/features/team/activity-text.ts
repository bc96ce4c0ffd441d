import { HOUR_MS } from '@club/contract/lib/time';
import type { TTeamGroup } from '@club/contract/team-activity';
import { currentLanguage, t } from '../../i18n';
import { formatDateTime, formatNumber } from '../../ui/format';
import type { Money } from '../../ui/money';

type Terms = Pick<
  TTeamGroup,
  'inviteRebate' | 'dividendKind' | 'dayDividend' | 'dividendDays' | 'oneDividend'
>;

/** What a complete group pays: the leader's rebate per member, and everyone's dividend. */
export function rewardsText(terms: Terms, money: Money): string {
  const rebate = money(terms.inviteRebate);
  return terms.dividendKind === 'day'
    ? t('team.activity.rewardsDay', {
        rebate,
        amount: money(terms.dayDividend),
        days: formatNumber(terms.dividendDays),
      })
    : t('team.activity.rewardsOne', { rebate, amount: money(terms.oneDividend) });
}

/**
 * The time left in a group's window, in whole hours rounded up ("3 d 4 h left"). A window lasts
 * days, so hours are precise enough to show without a ticking clock.
 */
export function timeLeftText(expiresAt: string): string {
  const hours = Math.ceil((Date.parse(expiresAt) - Date.now()) / HOUR_MS);
  // Past its end a group is dissolved or completed by the server shortly.
  if (hours <= 0) return t('team.activity.timeUp');
  const d = Math.floor(hours / 24);
  const h = formatNumber(hours % 24);
  return d > 0 ? t('team.activity.leftDays', { d: formatNumber(d), h }) : t('team.activity.leftHours', { h });
}

/** When a forming group's window ends and the time left, or when the group completed or dissolved. */
export function windowText(group: Pick<TTeamGroup, 'state' | 'expiresAt' | 'completedAt'>): string {
  const lang = currentLanguage();
  if (group.completedAt)
    return t('team.activity.completedAt', { date: formatDateTime(group.completedAt, lang) });
  if (group.state === 'dissolved')
    return t('team.activity.dissolvedAt', { date: formatDateTime(group.expiresAt, lang) });
  const ends = t('team.activity.endsAt', { date: formatDateTime(group.expiresAt, lang) });
  return `${ends} · ${timeLeftText(group.expiresAt)}`;
}

/** "4 / 6": the members who count, of the target. */
export const progressText = (group: Pick<TTeamGroup, 'counted' | 'target'>) =>
  `${formatNumber(group.counted)} / ${formatNumber(group.target)}`;

export const progressPercent = (group: Pick<TTeamGroup, 'counted' | 'target'>) =>
  group.target > 0 ? (group.counted / group.target) * 100 : 0;
