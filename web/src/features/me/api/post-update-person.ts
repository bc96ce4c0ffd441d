import type { TUpdatePersonBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { setUserInfo } from '../../../api/session';
import { personQuery } from '../../../shared/api/get-person';

export const postUpdatePerson = (body: TUpdatePersonBody) =>
  post('/app/user/info/updatePerson', body, { schema: contractSchema('user', (c) => c.ZPerson) });

export function useUpdatePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postUpdatePerson,
    onSuccess: (person) => {
      setUserInfo(person);
      queryClient.setQueryData(personQuery.queryKey, person);
    },
  });
}
