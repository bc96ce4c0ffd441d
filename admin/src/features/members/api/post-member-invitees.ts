import { useQuery } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';
import { membersKey } from './post-member-page';

type InviteeFilters = { userId: number; level: 1 | 2 | 3; search?: string };

export const postMemberInvitees = (body: PageBody & Partial<InviteeFilters>) =>
  post('admin/member/user/invitees', body, { schema: contractSchema((c) => c.ZAdminInviteePage) });

/** Children fetched at once per tree node: enough for real circles; the list view pages past it. */
export const BRANCH_SIZE = 100;

/** One node's own invitees, oldest first, as the tree shows them. */
export const fetchInviteeBranch = (userId: number) =>
  postMemberInvitees({
    userId,
    level: 1,
    page: 1,
    size: BRANCH_SIZE,
    sortField: 'createdAt',
    sortOrder: 'asc',
  });

/** The first level of the member's tree; deeper branches load as they are expanded. */
export function useInviteeRoots(userId: number) {
  return useQuery({
    queryKey: [...membersKey, 'invitation-tree', userId],
    queryFn: () => fetchInviteeBranch(userId),
  });
}

/** Every member on one of the three rewarded levels under this one, paged and searchable. */
export function useInviteeTable(filters: InviteeFilters) {
  return useServerTable([...membersKey, 'invitees'], postMemberInvitees, filters);
}
