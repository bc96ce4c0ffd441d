import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { operatorsKey } from './post-operator-page';

export const postOperatorResetFactor = (id: number) =>
  post('admin/base/operator/reset-factor', { id }, { schema: contractSchema((c) => c.ZDoneOrRequested) });

/**
 * Removes an operator's second factor (a lost phone): signed out, they set it up again at next
 * sign-in. For an operator holding money permissions it is a request a second operator must approve.
 */
export function useResetOperatorFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postOperatorResetFactor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  });
}
