import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { membersKey } from './post-member-page';

export const getMemberInfo = (id: number) =>
  get('admin/member/user/info', { id }, { schema: contractSchema((c) => c.ZAdminMemberInfo) });

/** One member in full: profile, wallets, membership, accounts and invitation counts. */
export function useMemberInfo(id: number | null) {
  return useQuery({
    queryKey: [...membersKey, 'info', id],
    queryFn: () => getMemberInfo(id ?? 0),
    enabled: id !== null,
  });
}
