import type { TInvestCheckBody } from '@club/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { currentLanguage } from '../../../i18n';
import { investmentsKey } from '../../../shared/api/project-keys';

/** `couponId` left out: the server applies the member's best coupon for the amount; null: none. */
export const postInvestCheck = (body: TInvestCheckBody, signal?: AbortSignal) =>
  post('/app/finance/invest/check', body, {
    schema: contractSchema('invest', (c) => c.ZInvestCheck),
    signal,
  });

/**
 * What investing `amount` would do, before the member confirms: the exact schedule, the rates, the
 * risk warning, the coupon and what the member pays, and everything that stands in the way. A read,
 * though the API has it as a POST. The previous answer stays on screen while the next one is asked.
 */
export function useInvestCheck(projectId: number, amount: number | null, couponId?: number | null) {
  return useQuery({
    // A key hashes undefined as null, and "the server's pick" must not share an answer with "none".
    queryKey: [
      ...investmentsKey,
      'check',
      projectId,
      amount,
      couponId === undefined ? 'best' : couponId,
      currentLanguage(),
    ],
    queryFn: ({ signal }) => postInvestCheck({ projectId, amount: amount ?? 0, couponId }, signal),
    enabled: amount !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
