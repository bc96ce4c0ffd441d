import type { TPerson } from '@club/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../api/client';
import { setUserInfo, useSession } from '../../api/session';

export async function getPerson(signal?: AbortSignal): Promise<TPerson> {
  const person = await get('/app/user/info/person', undefined, {
    schema: contractSchema('user', (c) => c.ZPerson),
    signal,
  });
  setUserInfo(person);
  return person;
}

export const personQuery = queryOptions({
  queryKey: ['person'],
  queryFn: ({ signal }) => getPerson(signal),
});

/** The logged-in user's profile; the stored userInfo shows at once while it refreshes. */
export function usePerson() {
  const stored = useSession((s) => s.userInfo);
  return useQuery({ ...personQuery, placeholderData: stored ?? undefined });
}
