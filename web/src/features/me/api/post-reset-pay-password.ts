import type { TResetPayPasswordBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { personQuery } from '../../../shared/api/get-person';

export const postResetPayPassword = (body: TResetPayPasswordBody) =>
  post<null>('/app/user/info/resetPayPassword', body);

export function useResetPayPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postResetPayPassword,
    // A member who never set one has one now: hasPayPassword may change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personQuery.queryKey }),
  });
}
