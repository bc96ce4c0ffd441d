import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { reportRolesKey } from './post-role-page';

export const postRoleRemove = (userId: number) => post('admin/report/role/remove', { userId });

/** Takes a member's role away; a director's assistants lose theirs with it (they work for no one). */
export function useRemoveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRoleRemove,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportRolesKey }),
  });
}
