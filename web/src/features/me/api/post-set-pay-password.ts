import type { TSetPayPasswordBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { personQuery } from '../../../shared/api/get-person';

export const postSetPayPassword = (body: TSetPayPasswordBody) =>
  post<null>('/app/user/info/setPayPassword', body);

export function useSetPayPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSetPayPassword,
    // hasPayPassword changes: the profile is stale.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: personQuery.queryKey }),
  });
}
