import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { currentLanguage } from '../../../i18n';

export const getMemberLevels = (signal?: AbortSignal) =>
  get('/app/member/member/list', undefined, {
    schema: contractSchema('member', (c) => c.ZMemberLevel.array()),
    signal,
  });

/** The VIP level and the SVIP levels; privilege labels come translated, so the language is in the key. */
export const memberLevelsQuery = (lang: string) =>
  queryOptions({
    queryKey: ['member', 'levels', lang],
    queryFn: ({ signal }) => getMemberLevels(signal),
  });

export function useMemberLevels() {
  return useQuery(memberLevelsQuery(currentLanguage()));
}
