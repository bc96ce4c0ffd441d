import type { TApprovalKind } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { APPROVAL_ROUTES } from './approval-routes';
import { approvalsKey } from './post-approval-page';

/**
 * The second key: applies the request. Its Idempotency-Key is the request's own, kept by the server
 * per operator, so a retried click applies it once; another operator's approval is told it is decided.
 */
export const postApprovalApprove = (request: { kind: TApprovalKind; id: number }) =>
  post(
    `${APPROVAL_ROUTES[request.kind].prefix}/approve`,
    { id: request.id },
    {
      idempotencyKey: `approval-approve-${request.id}`,
      schema: contractSchema((c) => c.ZApprovalDecided),
    },
  );

export function useApproveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postApprovalApprove,
    onSettled: () => queryClient.invalidateQueries({ queryKey: approvalsKey }),
  });
}
