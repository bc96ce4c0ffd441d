import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema, get } from '../../../api/client';
import { currentLanguage } from '../../../i18n';

export const getAccountTypes = (signal?: AbortSignal) =>
  get('/app/funds/account/accountType', undefined, {
    schema: contractSchema('funds', (c) => c.ZAccountType.array()),
    signal,
  });

/** The ledger types with their labels in `lang`: the labels come translated from the server. */
export const accountTypesQuery = (lang: string) =>
  queryOptions({
    queryKey: ['funds', 'accountTypes', lang],
    queryFn: ({ signal }) => getAccountTypes(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useAccountTypes() {
  return useQuery(accountTypesQuery(currentLanguage()));
}
