import type { TUnbanBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { membersKey } from './post-member-page';

export const postMemberUnban = (body: TUnbanBody) => post('admin/member/user/unban', body);

/** Lifts a ban; the reason is optional. */
export function useUnbanMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postMemberUnban,
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKey }),
  });
}
