import type { TLoginBody } from '@club/contract';
import { useMutation } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';

export const postLogin = (body: TLoginBody) =>
  post('/app/user/login/login', body, { schema: contractSchema('auth', (c) => c.ZTokens) });

export function useLogin() {
  return useMutation({ mutationFn: postLogin });
}
