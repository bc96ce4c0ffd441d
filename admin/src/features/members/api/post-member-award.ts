import type { TAwardBody } from '@club/contract';
import { useMutation } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { useIdempotent } from '../../../ui/use-idempotent';

export const postMemberAward = (body: TAwardBody, idempotencyKey: string) =>
  post('admin/funds/award/grant', body, {
    idempotencyKey,
    schema: contractSchema((c) => c.ZApprovalRequested),
  });

/**
 * Asks to award a member from the marketing budget: a request a second operator approves on the
 * Second approvals page (four eyes). The same form retried after an unknown outcome reuses its
 * Idempotency-Key, so it is asked for once.
 */
export function useAwardMember() {
  const action = useIdempotent();
  return useMutation({
    mutationFn: (body: TAwardBody) => action.run(body, (key) => postMemberAward(body, key)),
  });
}
