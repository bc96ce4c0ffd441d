import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../api/client';
import { useSession } from '../../api/session';

/** The signed-in operator's cache key: what changes their keys or their second factor refetches it. */
export const personKey = ['person'] as const;

export const getPerson = () =>
  get('admin/base/comm/person', undefined, { schema: contractSchema((c) => c.ZOperatorPerson) });

/** The signed-in operator and their keys (menus and buttons follow them; the server decides). */
export function usePerson() {
  const signedIn = useSession((s) => s.session !== null);
  return useQuery({ queryKey: personKey, queryFn: getPerson, staleTime: 60_000, enabled: signedIn });
}
