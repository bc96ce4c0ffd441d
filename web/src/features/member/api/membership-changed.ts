import type { TMembershipCheck } from '@club/contract';
import { useQueryClient } from '@tanstack/react-query';
import { incomeQuery } from '../../../app/api/get-income';
import { personQuery } from '../../../app/api/get-person';
import { membershipQuery } from '../../../app/api/post-member-check';
import { memberRightsKey } from './get-member-rights';

/** After activate or cancel: the answer is the new membership; wallets, rights and profile follow. */
export function useMembershipChanged() {
  const queryClient = useQueryClient();
  return (check: TMembershipCheck) => {
    queryClient.setQueryData(membershipQuery.queryKey, check);
    void queryClient.invalidateQueries({ queryKey: incomeQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: memberRightsKey });
    // The profile carries the membership expiry (the Me page's header tag).
    void queryClient.invalidateQueries({ queryKey: personQuery.queryKey });
  };
}
