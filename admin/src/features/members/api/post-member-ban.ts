import type { TBanBody } from '@club/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../api/client';
import { membersKey } from './post-member-page';

export const postMemberBan = (body: TBanBody) => post('admin/member/user/ban', body);

/** Bans a member (the server signs them out at once); their status shows on every members view. */
export function useBanMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postMemberBan,
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersKey }),
  });
}
