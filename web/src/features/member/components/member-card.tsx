import type { TMemberLevel, TMembershipCheck } from '@club/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage, t as translate } from '../../../i18n';
import { CrownIcon } from '../../../ui/crown-icon';
import { formatDate, formatDateTime } from '../../../ui/format';
import type { Money } from '../../../ui/money';
import styles from '../member.module.css';
import { depositState } from '../membership';

const date = (iso: string | null) => (iso ? formatDate(iso, currentLanguage()) : '—');

/** The headline of the card: not opened / active until / expired on / cancelled on. */
function headline(check: TMembershipCheck): string {
  if (check.status === 'none') return translate('member.headline.none');
  // A cancellation returns the deposit at once, so its time is the day the membership was cancelled.
  const when = check.status === 'cancelled' ? (check.depositReturnedAt ?? check.expiresAt) : check.expiresAt;
  if (!when) return translate(`member.status.${check.status}`);
  return translate(`member.headline.${check.status}`, { date: date(when) });
}

/** The gold card: the level, its state and dates, the deposit and when it comes back, renewal. */
export function MemberCard({
  check,
  level,
  money,
}: {
  check: TMembershipCheck;
  level?: TMemberLevel;
  money: Money;
}) {
  const { t } = useTranslation();
  const deposit = depositState(check);
  const renewal = check.renewable
    ? t('member.renewableNow', { date: date(check.depositReturnDueAt) })
    : check.status === 'active' && check.renewableFrom
      ? t('member.renewableFrom', { date: date(check.renewableFrom) })
      : null;
  return (
    <section className={styles.card} aria-labelledby="member-level-name">
      <div className={styles.cardHead}>
        <span className={styles.crown}>
          <CrownIcon />
        </span>
        <span className={styles.levelName} id="member-level-name">
          {level?.name ?? 'VIP'}
        </span>
        <span className={styles.pill} data-status={check.status}>
          {t(`member.status.${check.status}`)}
        </span>
      </div>
      <p className={styles.headline} data-testid="member-status" data-status={check.status}>
        {headline(check)}
      </p>
      {check.status === 'none' && <p className={styles.intro}>{t('member.intro')}</p>}

      <dl className={styles.facts}>
        {check.activatedAt && (
          <div className={styles.fact}>
            <dt>{t('member.activatedAt')}</dt>
            <dd>{date(check.activatedAt)}</dd>
          </div>
        )}
        <div className={styles.fact} data-testid="member-expiry">
          <dt>{check.status === 'active' ? t('member.validUntil') : t('member.expiryDate')}</dt>
          <dd>{date(check.expiresAt)}</dd>
        </div>
        <div className={styles.fact} data-testid="member-deposit" data-state={deposit}>
          <dt>{t('member.deposit')}</dt>
          <dd>
            {deposit === 'none' ? (
              t('member.depositNone')
            ) : (
              <>
                <span className={styles.depositAmount}>{money(check.deposit)}</span>
                <span className={deposit === 'held' ? styles.depositHeld : styles.depositReturned}>
                  {t(`member.depositState.${deposit}`)}
                </span>
              </>
            )}
          </dd>
          {deposit === 'held' && check.depositReturnDueAt && (
            <p className={styles.factNote}>
              {t('member.depositDue', { date: date(check.depositReturnDueAt) })}
            </p>
          )}
          {deposit === 'returned' && check.depositReturnedAt && (
            <p className={styles.factNote}>
              {t('member.depositReturnedOn', {
                date: formatDateTime(check.depositReturnedAt, currentLanguage()),
              })}
            </p>
          )}
        </div>
      </dl>
      {renewal && (
        <p className={styles.renewal} data-testid="member-renewal" data-renewable={check.renewable}>
          {renewal}
        </p>
      )}
    </section>
  );
}
