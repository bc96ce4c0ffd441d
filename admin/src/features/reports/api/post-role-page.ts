import type { TAdminReportRole, TReportRole } from '@club/contract';
import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';

/** Every call of the directors-and-assistants page caches under this key; adding or removing a role invalidates it. */
export const reportRolesKey = ['report-roles'] as const;

export type RoleFilters = { role?: TReportRole; directorId?: number; search?: string };

/** A role holder as the table keys its rows: a member holds one role at most, so the user id is the row's. */
export type RoleRow = TAdminReportRole & { id: number };

export const postRolePage = (body: PageBody & RoleFilters) =>
  post('admin/report/role/page', body, { schema: contractSchema((c) => c.ZAdminReportRolePage) });

/** The directors and assistants, newest first, with their director, assistants and team size. */
export function useRoleTable(filters: RoleFilters) {
  return useServerTable<RoleRow, RoleFilters>(
    [...reportRolesKey, 'page'],
    async (body) => {
      const page = await postRolePage(body);
      return { ...page, list: page.list.map((r) => ({ ...r, id: r.userId })) };
    },
    filters,
  );
}
