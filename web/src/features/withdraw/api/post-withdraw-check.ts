import type { TWithdrawCheckBody } from '@club/contract';
import { useMutation } from '@tanstack/react-query';
import { contractSchema, post } from '../../../api/client';

/** The body as the withdraw form's confirmation holds it. */
export type WithdrawCheckBody = TWithdrawCheckBody;

/**
 * Every rule the server can check before the pay password: range (1902), balance (1801), account
 * verified (2002), daily limit (2003). Asked before the password popup opens.
 */
export const postWithdrawCheck = (body: TWithdrawCheckBody) =>
  post('/app/withdraw/withdraw/check', body, { schema: contractSchema('withdraw', (c) => c.ZWithdrawCheck) });

export function useWithdrawCheck() {
  return useMutation({ mutationFn: postWithdrawCheck });
}
