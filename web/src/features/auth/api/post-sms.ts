import type { TSmsBody } from '@club/contract';
import { useMutation } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';

export const postSms = (body: TSmsBody) =>
  post('/app/user/register/sms', body, { schema: contractSchema('auth', (c) => c.ZSmsSent) });

export function useSendSms() {
  return useMutation({ mutationFn: postSms });
}
