import { useMutation } from '@tanstack/react-query';
import { post } from '../../../api/client';

export type UpdatePayPasswordBody = {
  oldPayPassword: string;
  payPassword: string;
  confirmPayPassword: string;
};

export const postUpdatePayPassword = (body: UpdatePayPasswordBody) =>
  post<null>('/app/user/info/updatePayPassword', body);

export function useUpdatePayPassword() {
  return useMutation({ mutationFn: postUpdatePayPassword });
}
