import type { TRankBoard, TRankSpan } from '@club/contract';
import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';
import { rankingKey } from './post-reward-list';

type CloseFilters = { board?: TRankBoard; span?: TRankSpan };

export const postClosePage = (body: PageBody & CloseFilters) =>
  post('admin/ranking/close/page', body, { schema: contractSchema((c) => c.ZAdminRankClosePage) });

/** The closed periods, newest first, with their winners and what of the rewards still waits. */
export function useCloseTable(filters: CloseFilters) {
  return useServerTable([...rankingKey, 'closes'], postClosePage, filters);
}
