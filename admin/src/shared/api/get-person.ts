import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../api/client';
import { useSession } from '../../api/session';

export const getPerson = () =>
  get('admin/base/comm/person', undefined, { schema: contractSchema((c) => c.ZOperatorPerson) });

/** The signed-in operator and their keys (menus and buttons follow them; the server decides). */
export function usePerson() {
  const signedIn = useSession((s) => s.session !== null);
  return useQuery({ queryKey: ['person'], queryFn: getPerson, staleTime: 60_000, enabled: signedIn });
}
