import { useMutation } from '@tanstack/react-query';
import { post } from '../../../api/client';

export type UpdatePasswordBody = { oldPassword: string; password: string; confirmPassword: string };

export const postUpdatePassword = (body: UpdatePasswordBody) =>
  post<null>('/app/user/info/updatePassword', body);

export function useUpdatePassword() {
  return useMutation({ mutationFn: postUpdatePassword });
}
