import type { TUpdatePasswordBody } from '@club/contract';
import { useMutation } from '@tanstack/react-query';
import { post } from '../../../api/client';

export const postUpdatePassword = (body: TUpdatePasswordBody) =>
  post<null>('/app/user/info/updatePassword', body);

export function useUpdatePassword() {
  return useMutation({ mutationFn: postUpdatePassword });
}
