import type { TAreaCodeEntry } from '@club/contract';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../api/client';
import { currentLanguage } from '../../../i18n';

// Public reference data shown as text, needed on the first screen: not parsed with the contract's
// schema, which would put zod (~25 KB gzipped) on the login route's first load.
export const getAreaCodes = (signal?: AbortSignal) =>
  get<TAreaCodeEntry[]>('/app/comm/comm/phoneAreaCode', undefined, { signal });

/** Country names come in the request's language, so the list is cached per language. */
export function useAreaCodes() {
  return useQuery({
    queryKey: ['areaCodes', currentLanguage()],
    queryFn: ({ signal }) => getAreaCodes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
