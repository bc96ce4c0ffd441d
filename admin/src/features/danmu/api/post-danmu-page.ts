import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';

/** Every danmu call caches under this key. */
export const danmuKey = ['danmu'] as const;

export type DanmuFilters = { projectId?: number; status?: 'visible' | 'hidden' };

export const postDanmuPage = (body: PageBody & DanmuFilters) =>
  post('admin/trailer/danmu/page', body, { schema: contractSchema((c) => c.ZAdminDanmuPage) });

/** Members' danmu, newest first, by project and status. */
export function useDanmuTable(filters: DanmuFilters) {
  return useServerTable(danmuKey, postDanmuPage, filters);
}
