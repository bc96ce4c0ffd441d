import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';

/** Every call of the members page caches under this key; a ban or unban invalidates it all. */
export const membersKey = ['members'] as const;

export const postMemberPage = (body: PageBody) =>
  post('admin/member/user/page', body, { schema: contractSchema((c) => c.ZAdminMemberPage) });

/** The member list with wallet figures, searched, filtered and sorted by the server. */
export function useMemberTable(filters: { search: string; status?: string; vip?: string }) {
  return useServerTable([...membersKey, 'page'], postMemberPage, filters);
}
