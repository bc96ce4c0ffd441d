import type { TOperatorPerson } from '@club/contract';
import { grants } from '@club/contract/permissions';
import { useQuery } from '@tanstack/react-query';
import { get } from '../api/client';
import { useSession } from '../api/session';

export const personQuery = {
  queryKey: ['person'],
  queryFn: () => get<TOperatorPerson>('admin/base/comm/person'),
  staleTime: 60_000,
};

/** The signed-in operator and their keys (menus and buttons follow them; the server decides). */
export function usePerson() {
  const signedIn = useSession((s) => s.session !== null);
  return useQuery({ ...personQuery, enabled: signedIn });
}

/** Whether the operator's role grants `key`; false while the operator is still loading. */
export function useCan(): (key: string) => boolean {
  const { data } = usePerson();
  return (key) => (data ? grants(data.permissions, key) : false);
}
