import type { TRegisterBody } from '@club/contract';
import { useMutation } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';

export const postRegister = (body: TRegisterBody) =>
  post('/app/user/register/register', body, { schema: contractSchema('auth', (c) => c.ZTokens) });

export function useRegister() {
  return useMutation({ mutationFn: postRegister });
}
