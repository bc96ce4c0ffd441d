import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';
import { membersKey } from './post-member-page';

export const postMemberLedger = (body: PageBody) =>
  post('admin/funds/ledger/page', body, {
    schema: contractSchema((c) => c.ZPageOf(c.ZAccountDetailLine)),
  });

/** Every movement of the member's wallets, filtered by wallet, type and UTC days. */
export function useMemberLedgerTable(filters: {
  userId: number;
  wallet?: string;
  type?: string;
  from?: string;
  to?: string;
}) {
  return useServerTable([...membersKey, 'ledger'], postMemberLedger, filters);
}
