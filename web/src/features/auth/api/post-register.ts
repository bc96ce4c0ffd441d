import { type TRegisterBody, ZTokens } from '@club/contract';
import { useMutation } from '@tanstack/react-query';
import { post } from '../../../api/client';

export const postRegister = (body: TRegisterBody) =>
  post('/app/user/register/register', body, { schema: ZTokens });

export function useRegister() {
  return useMutation({ mutationFn: postRegister });
}
