import type { TFundingEvent } from '@club/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { EmptyState } from '../../ui/empty-state';
import { formatDate } from '../../ui/format';
import type { Money } from '../../ui/money';
import styles from './project.module.css';

/**
 * Where the project's money went and came from (PRODUCT.md §7): revenue into its returns account
 * (box office, distribution, licensing, a platform subsidy) and disbursements to the producer.
 */
export function FundingHistory({ events, money }: { events: TFundingEvent[]; money: Money }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <section className={styles.card} aria-labelledby="project-history-title" data-testid="funding-history">
      <h2 className={styles.sectionTitle} id="project-history-title">
        {t('project.fundingHistory')}
      </h2>
      {events.length === 0 ? (
        <EmptyState compact description={t('project.noFundingHistory')} />
      ) : (
        <ul className={styles.events}>
          {events.map((event) => {
            const revenue = event.kind === 'revenue';
            return (
              <li
                key={`${event.at}-${event.kind}-${event.amount}`}
                className={styles.event}
                data-testid="funding-event"
                data-kind={event.kind}
              >
                <div className={styles.eventRow}>
                  <span className={styles.eventTitle}>
                    {revenue && event.source
                      ? t('project.revenueFrom', { source: t(`project.sources.${event.source}`) })
                      : t(`project.eventKinds.${event.kind}`)}
                  </span>
                  <span className={revenue ? styles.amountIn : styles.amountOut}>
                    {money(revenue ? event.amount : -event.amount, { signed: true })}
                  </span>
                </div>
                <div className={styles.eventRow}>
                  <span className={styles.eventMeta}>{event.memo}</span>
                  <time className={styles.eventMeta} dateTime={event.at}>
                    {formatDate(event.at, lang)}
                  </time>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
