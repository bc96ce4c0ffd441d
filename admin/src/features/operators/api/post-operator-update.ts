import type { TOperatorUpdateBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { operatorsKey } from './post-operator-page';

export const postOperatorUpdate = (body: TOperatorUpdateBody) => post('admin/base/operator/update', body);

/** Another role, active or disabled (a disabled operator is signed out), or a new password. */
export function useUpdateOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postOperatorUpdate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  });
}
