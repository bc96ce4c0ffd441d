import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { currentLanguage } from '../../../i18n';

export const getMemberRights = (signal?: AbortSignal) =>
  get('/app/member/member/right', undefined, {
    schema: contractSchema('member', (c) => c.ZPrivilege.array()),
    signal,
  });

export const memberRightsKey = ['member', 'rights'] as const;

/** Every privilege of every level and its state for this member; labels come translated. */
export const memberRightsQuery = (lang: string) =>
  queryOptions({
    queryKey: [...memberRightsKey, lang],
    queryFn: ({ signal }) => getMemberRights(signal),
  });

export function useMemberRights() {
  return useQuery(memberRightsQuery(currentLanguage()));
}

export type Privilege = Awaited<ReturnType<typeof getMemberRights>>[number];
