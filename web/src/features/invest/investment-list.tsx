import { useTranslation } from 'react-i18next';
import { useMoney } from '../../shared/use-money';
import { EmptyState } from '../../ui/empty-state';
import { InfiniteFooter } from '../../ui/infinite-footer';
import { ProjectCardSkeleton } from '../../ui/project-card';
import { QueryState } from '../../ui/query-state';
import { Refreshable } from '../../ui/refreshable';
import { type InvestFilter, useUserInvest } from './api/get-user-invest';
import styles from './invest.module.css';
import { InvestTotals } from './invest-totals';
import { InvestmentItem } from './investment-item';

/** The totals card and the member's investments in one state, page by page, pull to refresh. */
export function InvestmentList({ state }: { state: InvestFilter }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const list = useUserInvest(state);
  const query = { ...list, data: list.investments };
  return (
    <Refreshable onRefresh={list.refetch}>
      <InvestTotals totals={list.totals} money={money} />
      <div className={styles.list} data-testid="holding-list" data-state={state}>
        <QueryState query={query} loading={<ProjectCardSkeleton count={2} />}>
          {(investments) =>
            investments.length === 0 ? (
              <EmptyState description={t(`invest.empty.${state}`)} />
            ) : (
              <>
                {investments.map((investment) => (
                  <InvestmentItem key={investment.id} investment={investment} money={money} />
                ))}
                <InfiniteFooter query={list} />
              </>
            )
          }
        </QueryState>
      </div>
    </Refreshable>
  );
}
