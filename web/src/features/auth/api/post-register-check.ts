import type { TRegisterCheckBody } from '@club/contract';
import { useMutation } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';

/** Checks the phone is free and the invitation code valid before an SMS is spent on them. */
export const postRegisterCheck = (body: TRegisterCheckBody) =>
  post('/app/user/register/register_check', body, {
    schema: contractSchema('auth', (c) => c.ZRegisterCheck),
  });

export function useRegisterCheck() {
  return useMutation({ mutationFn: postRegisterCheck });
}
