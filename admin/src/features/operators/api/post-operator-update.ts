import type { TOperatorUpdateBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { operatorsKey } from './post-operator-page';

export const postOperatorUpdate = (body: TOperatorUpdateBody) =>
  post('admin/base/operator/update', body, { schema: contractSchema((c) => c.ZOperatorUpdateAnswer) });

/**
 * Another role, active or disabled (a disabled operator is signed out), or a new password. A role
 * or an enabling that gives money permissions waits for a second operator (answered with the
 * request); the rest of the change is made at once.
 */
export function useUpdateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postOperatorUpdate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  });
}
