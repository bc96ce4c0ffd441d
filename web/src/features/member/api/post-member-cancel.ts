import type { TCancelBody } from '@club/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { contractSchema, post } from '../../../api/client';
import { IdempotentAction } from '../../../api/idempotency';
import { useMembershipChanged } from './membership-changed';

export const postMemberCancel = (body: TCancelBody, idempotencyKey: string) =>
  post('/app/member/member/cancel', body, {
    schema: contractSchema('member', (c) => c.ZMembershipCheck),
    idempotencyKey,
  });

/** Ends the membership and returns the held deposit to the recharge balance at once. */
export function useCancelMembership() {
  const changed = useMembershipChanged();
  const [action] = useState(() => new IdempotentAction());
  return useMutation({
    mutationFn: (body: TCancelBody) => action.run(body, (key) => postMemberCancel(body, key)),
    onSuccess: changed,
  });
}
