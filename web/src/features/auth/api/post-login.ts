import { type TLoginBody, ZTokens } from '@club/contract';
import { useMutation } from '@tanstack/react-query';
import { post } from '../../../api/client';

export const postLogin = (body: TLoginBody) => post('/app/user/login/login', body, { schema: ZTokens });

export function useLogin() {
  return useMutation({ mutationFn: postLogin });
}
