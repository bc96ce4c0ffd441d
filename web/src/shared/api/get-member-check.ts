import type { TMembershipCheck } from '@club/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema, post } from '../../api/client';
import { freshEachVisit } from '../query-client';

/** The member's membership: status, expiry, deposit, renewal window and SVIP level. */
export const postMemberCheck = (signal?: AbortSignal): Promise<TMembershipCheck> =>
  post('/app/member/member/check', undefined, {
    schema: contractSchema('member', (c) => c.ZMembershipCheck),
    signal,
  });

/**
 * A read, though the API has it as a POST. Shared by the Me page (its VIP entry) and the VIP member
 * page, which writes the answer of activate and cancel into it.
 */
export const membershipQuery = queryOptions({
  queryKey: ['member', 'check'],
  // Expiry and deposit return happen on the server's clock: fresh on every visit.
  refetchOnMount: freshEachVisit,
  queryFn: ({ signal }) => postMemberCheck(signal),
});

export function useMembership() {
  return useQuery(membershipQuery);
}
