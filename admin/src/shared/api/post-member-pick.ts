import type { TAdminMemberPickBody } from '@club/contract';
import { useQuery } from '@tanstack/react-query';
import { contractSchema, post } from '../../api/client';

export const postMemberPick = (body: TAdminMemberPickBody) =>
  post('admin/member/user/pick', body, { schema: contractSchema((c) => c.ZAdminMemberPick) });

/** The members matching `search` (phone, name or id), at most 20; nothing is asked for an empty box. */
export function useMemberPick(search: string) {
  return useQuery({
    queryKey: ['member-pick', search],
    queryFn: () => postMemberPick({ search }),
    enabled: search !== '',
    staleTime: 30_000,
  });
}
