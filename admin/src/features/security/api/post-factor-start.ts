import { useMutation } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';

export const postFactorStart = () =>
  post('admin/base/comm/factor/start', {}, { schema: contractSchema((c) => c.ZSecondFactorSetup) });

/** A new secret for the authenticator app; nothing changes until a code from it confirms it. */
export function useStartFactor() {
  return useMutation({ mutationFn: postFactorStart });
}
