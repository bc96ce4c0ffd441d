import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';

/** Every card review call caches under this key; a decision invalidates it. */
export const bankCardsKey = ['bank-cards'] as const;

export const postBankCardPage = (body: PageBody) =>
  post('admin/bank/card/page', body, {
    schema: contractSchema((c) => c.ZPageOf(c.ZAdminWithdrawAccount)),
  });

/** Members' payout accounts by state and kind, sorted by the server. */
export function useBankCardTable(filters: { status?: string; kind?: string }) {
  return useServerTable([...bankCardsKey, 'page'], postBankCardPage, filters);
}
