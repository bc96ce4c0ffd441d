import { contractSchema, post } from '../../../api/client';
import { type PageBody, useServerTable } from '../../../ui/use-server-table';

/** Operators and roles cache under this key: a role's change shows in the operators list too. */
export const operatorsKey = ['operators'] as const;

export const postOperatorPage = (body: PageBody) =>
  post('admin/base/operator/page', body, { schema: contractSchema((c) => c.ZOperatorPage) });

/** The operators by name, role and status, sorted by the server. */
export function useOperatorTable(filters: { username: string; roleId?: number; status?: string }) {
  return useServerTable([...operatorsKey, 'page'], postOperatorPage, filters);
}
