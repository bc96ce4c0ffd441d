import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { operatorsKey } from './post-operator-page';

export const postRoleDelete = (id: number) => post('admin/base/role/delete', { id });

/** Deletes a role no operator holds (the server refuses one in use). */
export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRoleDelete,
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorsKey }),
  });
}
