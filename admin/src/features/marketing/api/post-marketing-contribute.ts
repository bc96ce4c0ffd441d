import type { TContributionBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { useIdempotent } from '../../../ui/use-idempotent';
import { budgetKey } from './post-marketing-budget';

export const postMarketingContribute = (body: TContributionBody, idempotencyKey: string) =>
  post('admin/finance/marketing/contribute', body, { idempotencyKey });

/**
 * Puts money into the budget (waiting rewards are paid from it at once, oldest first). The same
 * form retried after an unknown outcome reuses its Idempotency-Key, so the money moves once.
 */
export function useContribute() {
  const queryClient = useQueryClient();
  const action = useIdempotent();
  return useMutation({
    mutationFn: (body: TContributionBody) => action.run(body, (key) => postMarketingContribute(body, key)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: budgetKey }),
  });
}
