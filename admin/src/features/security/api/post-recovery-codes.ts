import type { TSecondFactorCodeBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { factorKey } from './get-factor-status';

export const postRecoveryCodes = (body: TSecondFactorCodeBody) =>
  post('admin/base/comm/factor/recovery-codes', body, { schema: contractSchema((c) => c.ZRecoveryCodes) });

/** Ten new recovery codes for a current code from the app; the old ones stop working. */
export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRecoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: factorKey }),
  });
}
