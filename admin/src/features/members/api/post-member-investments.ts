import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';
import { membersKey } from './post-member-page';

export const postMemberInvestments = (body: PageBody) =>
  post('admin/member/user/investments', body, {
    schema: contractSchema((c) => c.ZAdminMemberInvestmentPage),
  });

/** The member's investments, with what each has paid back so far. */
export function useMemberInvestmentTable(filters: { userId: number; status?: string }) {
  return useServerTable([...membersKey, 'investments'], postMemberInvestments, filters);
}
