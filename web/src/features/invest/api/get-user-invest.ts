import { useInfiniteQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { nextPageParam, uniqueItems } from '../../../api/paged';
import { currentLanguage } from '../../../i18n';
import { investmentsKey } from '../../../shared/api/project-keys';

export type InvestFilter = 'all' | 'holding' | 'completed' | 'revoked';

export const INVEST_PAGE_SIZE = 20;

export const getUserInvest = (state: InvestFilter, page: number, size: number, signal?: AbortSignal) =>
  get(
    '/app/finance/invest/userInvest',
    { page, size, state },
    { schema: contractSchema('invest', (c) => c.ZUserInvest), signal },
  );

/** The member's investments in one state, newest first, page by page, with the member's totals. */
export function useUserInvest(state: InvestFilter) {
  const query = useInfiniteQuery({
    queryKey: [...investmentsKey, 'list', state, currentLanguage()],
    // Dividends are paid by the settlement job on the server's clock: fresh on every visit.
    refetchOnMount: 'always',
    queryFn: ({ pageParam, signal }) => getUserInvest(state, pageParam, INVEST_PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  return {
    ...query,
    investments: uniqueItems(query.data?.pages),
    totals: query.data?.pages[0]?.totals,
  };
}
