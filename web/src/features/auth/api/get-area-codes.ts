import { useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { currentLanguage } from '../../../i18n';

const areaCodesSchema = contractSchema((c) => c.ZAreaCodeEntry.array());

export const getAreaCodes = (signal?: AbortSignal) =>
  get('/app/comm/comm/phoneAreaCode', undefined, { schema: areaCodesSchema, signal });

/** Country names come in the request's language, so the list is cached per language. */
export function useAreaCodes() {
  return useQuery({
    queryKey: ['areaCodes', currentLanguage()],
    queryFn: ({ signal }) => getAreaCodes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
