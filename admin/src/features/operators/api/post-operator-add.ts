import type { TOperatorAddBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { operatorsKey } from './post-operator-page';

export const postOperatorAdd = (body: TOperatorAddBody) =>
  post('admin/base/operator/add', body, { schema: contractSchema((c) => c.ZOperatorAddAnswer) });

/**
 * A new operator with a first password and a role (one whose keys the adder holds). One whose role
 * gives money permissions is made disabled, with the request a second operator must approve.
 */
export function useAddOperator() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postOperatorAdd,
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  });
}
