import type { TMembershipCheck } from '@club/contract';
import { useQueryClient } from '@tanstack/react-query';
import { incomeQuery } from '../../../shared/api/get-income';
import { membershipQuery } from '../../../shared/api/get-member-check';
import { personQuery } from '../../../shared/api/get-person';
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
