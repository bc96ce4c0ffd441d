import { useMutation } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';

const schema = contractSchema('user', (c) => c.ZPayPasswordResetSent);

/** Sends a reset code to the member's registered phone; answers where it went (masked) and the timings. */
export const postPayPasswordResetSms = () => post('/app/user/info/payPasswordReset/sms', {}, { schema });

export function useSendPayPasswordResetSms() {
  return useMutation({ mutationFn: postPayPasswordResetSms });
}
