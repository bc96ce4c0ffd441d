import type { TContributionBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { useIdempotent } from '../../../ui/use-idempotent';
import { budgetKey } from './post-marketing-budget';

export const postMarketingContribute = (body: TContributionBody, idempotencyKey: string) =>
  post('admin/finance/marketing/contribute', body, {
    idempotencyKey,
    schema: contractSchema((c) => c.ZApprovalRequested),
  });

/**
 * Asks to put money into the budget: a request a second operator approves on the Second approvals
 * page (four eyes); then the money goes in and waiting rewards are paid from it, oldest first. The
 * same form retried after an unknown outcome reuses its Idempotency-Key, so it is asked for once.
 */
export function useContribute() {
  const queryClient = useQueryClient();
  const action = useIdempotent();
  return useMutation({
    mutationFn: (body: TContributionBody) => action.run(body, (key) => postMarketingContribute(body, key)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: budgetKey }),
  });
}
