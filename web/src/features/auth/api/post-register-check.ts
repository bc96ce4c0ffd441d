import { useMutation } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';

export type RegisterCheckBody = { areaCode: string; phone: string; inviteCode: string };

/** Checks the phone is free and the invitation code valid before an SMS is spent on them. */
export const postRegisterCheck = (body: RegisterCheckBody) =>
  post('/app/user/register/register_check', body, {
    schema: contractSchema('auth', (c) => c.ZRegisterCheck),
  });

export function useRegisterCheck() {
  return useMutation({ mutationFn: postRegisterCheck });
}
