import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { currentLanguage } from '../../../i18n';
import { investmentsKey } from '../../../shared/api/project-keys';

export const getInvestmentDetail = (id: number, signal?: AbortSignal) =>
  get(
    '/app/finance/invest/userInvestDetail',
    { id },
    { schema: contractSchema('invest', (c) => c.ZInvestmentDetail), signal },
  );

export const investmentDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...investmentsKey, 'detail', id, currentLanguage()],
    refetchOnMount: 'always',
    queryFn: ({ signal }) => getInvestmentDetail(id, signal),
  });

/** One investment with its schedule (each item paid or not) and the ledger lines it caused. */
export function useInvestmentDetail(id: number) {
  return useQuery({ ...investmentDetailQuery(id), enabled: id > 0 });
}
