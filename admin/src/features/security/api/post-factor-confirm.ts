import type { TSecondFactorCodeBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { personKey } from '../../../shared/api/get-person';
import { factorKey } from './get-factor-status';

export const postFactorConfirm = (body: TSecondFactorCodeBody) =>
  post('admin/base/comm/factor/confirm', body, { schema: contractSchema((c) => c.ZRecoveryCodes) });

/**
 * Turns two-step sign-in on with a first code from the app; answers the recovery codes. The operator
 * (their menu, which a required factor held back) is read again.
 */
export function useConfirmFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postFactorConfirm,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: factorKey }),
        queryClient.invalidateQueries({ queryKey: personKey }),
      ]),
  });
}
