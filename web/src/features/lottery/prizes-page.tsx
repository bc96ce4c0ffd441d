import type { TDraw } from '@club/contract/lottery';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { PageNavBar } from '../../shared/nav-bar';
import { useMoney } from '../../shared/use-money';
import { EmptyState } from '../../ui/empty-state';
import { formatDateTime, formatNumber } from '../../ui/format';
import { InfiniteFooter } from '../../ui/infinite-footer';
import type { Money } from '../../ui/money';
import { QueryState } from '../../ui/query-state';
import { Refreshable } from '../../ui/refreshable';
import { useDraws } from './api/get-draws';
import styles from './lottery.module.css';
import { prizeName } from './prize-name';
import { PrizeStateTag } from './prize-state';

function DrawRecord({ draw, money }: { draw: TDraw; money: Money }) {
  const { t } = useTranslation();
  return (
    <li className={styles.record} data-testid="prize-record" data-draw-id={draw.id} data-state={draw.state}>
      <div className={styles.recordRow}>
        <span className={styles.recordPrize} data-testid="prize-name">
          {prizeName(draw.prize, money)}
        </span>
        <PrizeStateTag state={draw.state} />
      </div>
      {draw.pending && (
        <p className={styles.pending} data-testid="prize-pending">
          {t('lottery.pendingNote')}
        </p>
      )}
      <div className={styles.recordRow}>
        <time className={styles.recordMeta} dateTime={draw.at}>
          {formatDateTime(draw.at, currentLanguage())}
        </time>
        {/* How the draw fell: anyone can check the value against the odds of that table version. */}
        <span className={styles.recordMeta} data-testid="prize-proof">
          {t('lottery.proof', {
            value: formatNumber(draw.randomValue),
            total: formatNumber(draw.totalWeight),
            version: formatNumber(draw.tableVersion),
          })}
        </span>
      </div>
    </li>
  );
}

/** My prizes: every draw of the member (when, what, its state, how it fell), newest first. */
export default function PrizesPage() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const draws = useDraws();
  const query = { ...draws, data: draws.draws };
  return (
    <>
      <PageNavBar title={t('pages.myPrizes')} />
      <Refreshable onRefresh={draws.refetch}>
        <div className={styles.page}>
          <QueryState query={query}>
            {(list) =>
              list.length === 0 ? (
                <EmptyState description={t('lottery.noDrawsYet')} />
              ) : (
                <>
                  <ul className={styles.records} data-testid="prize-records">
                    {list.map((draw) => (
                      <DrawRecord key={draw.id} draw={draw} money={money} />
                    ))}
                  </ul>
                  <InfiniteFooter query={draws} />
                </>
              )
            }
          </QueryState>
        </div>
      </Refreshable>
    </>
  );
}
