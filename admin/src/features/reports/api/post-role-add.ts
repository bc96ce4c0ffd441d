import type { TAdminReportRoleAddBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { reportRolesKey } from './post-role-page';

/** `ZAdminReportRoleAddBody`: a director, or an assistant of the director named by `directorId`. */
export type RoleAddBody = TAdminReportRoleAddBody;

export const postRoleAdd = (body: TAdminReportRoleAddBody) => post('admin/report/role/add', body);

/** Gives a member a role; a member already holding one, or an assistant's director who is none, is refused. */
export function useAddRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRoleAdd,
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportRolesKey }),
  });
}
