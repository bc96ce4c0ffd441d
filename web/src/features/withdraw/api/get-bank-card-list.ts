import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';

export const postBankCardList = (signal?: AbortSignal) =>
  post('/app/bank/card/list', undefined, {
    schema: contractSchema('withdraw', (c) => c.ZWithdrawAccount.array()),
    signal,
  });

/** The member's withdrawal accounts: bank cards (verified by an operator) and TRC20 addresses. */
export const bankCardsQuery = queryOptions({
  queryKey: ['bank', 'cards'],
  // Operators change this out of band (verify, approve, confirm): fresh on every visit.
  refetchOnMount: 'always',
  queryFn: ({ signal }) => postBankCardList(signal),
});

export function useBankCards() {
  return useQuery(bankCardsQuery);
}
