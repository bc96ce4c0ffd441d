import type { TApprovalKind } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { useIdempotent } from '../../../ui/use-idempotent';
import { APPROVAL_ROUTES } from './approval-routes';
import { approvalsKey } from './post-approval-page';

type Refusal = { kind: TApprovalKind; id: number; reason: string };

export const postApprovalReject = (refusal: Refusal, idempotencyKey: string) =>
  post(
    `${APPROVAL_ROUTES[refusal.kind].prefix}/reject`,
    { id: refusal.id, reason: refusal.reason },
    { idempotencyKey, schema: contractSchema((c) => c.ZApprovalDecided) },
  );

/**
 * Refuses a request (the operator who asked, or another holding the key): it ends, nothing applied.
 * The same reason retried after an unknown outcome reuses its Idempotency-Key.
 */
export function useRejectRequest() {
  const queryClient = useQueryClient();
  const action = useIdempotent();
  return useMutation({
    mutationFn: (refusal: Refusal) => action.run(refusal, (key) => postApprovalReject(refusal, key)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalsKey }),
  });
}
