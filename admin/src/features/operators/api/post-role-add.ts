import type { TRoleAddBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { operatorsKey } from './post-operator-page';

export const postRoleAdd = (body: TRoleAddBody) =>
  post('admin/base/role/add', body, { schema: contractSchema((c) => c.ZCreatedId) });

/** A new role from keys the operator holds. */
export function useAddRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRoleAdd,
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  });
}
