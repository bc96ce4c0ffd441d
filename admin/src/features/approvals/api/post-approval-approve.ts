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
    // An approved settings change may change what any page reads (the currency, limits), as the
    // settings page's own save does.
    onSettled: (_answer, _error, request) =>
      request.kind === 'setting-update'
        ? queryClient.invalidateQueries()
        : queryClient.invalidateQueries({ queryKey: approvalsKey }),
  });
}
