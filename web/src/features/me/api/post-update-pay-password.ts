import type { TUpdatePayPasswordBody } from '@club/contract';
import { useMutation } from '@tanstack/react-query';
import { post } from '../../../api/client';

export const postUpdatePayPassword = (body: TUpdatePayPasswordBody) =>
  post<null>('/app/user/info/updatePayPassword', body);

export function useUpdatePayPassword() {
  return useMutation({ mutationFn: postUpdatePayPassword });
}
