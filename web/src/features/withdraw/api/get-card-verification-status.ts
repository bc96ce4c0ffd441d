import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';

export const postCardVerificationStatus = (signal?: AbortSignal) =>
  post('/app/user/info/bankCardVerificationStatus', undefined, {
    schema: contractSchema('withdraw', (c) => c.ZCardVerificationStatus),
    signal,
  });

/** The best state among the member's bank cards: verified, else pending, else rejected, else none. */
export const cardVerificationQuery = queryOptions({
  queryKey: ['bank', 'verification'],
  // Operators change this out of band (verify, approve, confirm): fresh on every visit.
  refetchOnMount: 'always',
  queryFn: ({ signal }) => postCardVerificationStatus(signal),
});

export function useCardVerification() {
  return useQuery(cardVerificationQuery);
}
