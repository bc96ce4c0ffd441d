import { type TSmsBody, ZSmsSent } from '@club/contract';
import { useMutation } from '@tanstack/react-query';
import { post } from '../../../api/client';

export const postSms = (body: TSmsBody) => post('/app/user/register/sms', body, { schema: ZSmsSent });

export function useSendSms() {
  return useMutation({ mutationFn: postSms });
}
