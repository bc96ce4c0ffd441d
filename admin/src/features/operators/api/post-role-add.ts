import type { TRoleAddBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { operatorsKey } from './post-operator-page';

export const postRoleAdd = (body: TRoleAddBody) =>
  post('admin/base/role/add', body, { schema: contractSchema((c) => c.ZRoleAddAnswer) });

/**
 * A new role from keys the operator holds; one holding a money permission is a request a second
 * operator must approve (answered with its id), made only then.
 */
export function useAddRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRoleAdd,
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  });
}
