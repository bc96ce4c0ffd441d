import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { investmentsKey } from '../../../app/api/project-keys';
import { currentLanguage } from '../../../i18n';

export type InvestCheckBody = { projectId: number; amount: number };

export const postInvestCheck = (body: InvestCheckBody, signal?: AbortSignal) =>
  post('/app/finance/invest/check', body, { schema: contractSchema((c) => c.ZInvestCheck), signal });

/**
 * What investing `amount` would do, before the member confirms: the exact schedule, the rates, the
 * risk warning and everything that stands in the way. A read, though the API has it as a POST.
 * The previous answer stays on screen while the next amount is asked about.
 */
export function useInvestCheck(projectId: number, amount: number | null) {
  return useQuery({
    queryKey: [...investmentsKey, 'check', projectId, amount, currentLanguage()],
    queryFn: ({ signal }) => postInvestCheck({ projectId, amount: amount ?? 0 }, signal),
    enabled: amount !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
