import type { TActivateBody } from '@club/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { contractSchema, post } from '../../../api/client';
import { IdempotentAction } from '../../../api/idempotency';
import { useMembershipChanged } from './membership-changed';

export const postMemberActivate = (body: TActivateBody, idempotencyKey: string) =>
  post('/app/member/member/activate', body, {
    schema: contractSchema('member', (c) => c.ZMembershipCheck),
    idempotencyKey,
  });

/**
 * Activates VIP (deposit + fee from the wallets) or renews it inside the window (fee only, the
 * deposit stays held). A retry after a lost answer reuses its key, so it cannot charge twice.
 */
export function useActivateMembership() {
  const changed = useMembershipChanged();
  const [action] = useState(() => new IdempotentAction());
  return useMutation({
    mutationFn: (body: TActivateBody) => action.run(body, (key) => postMemberActivate(body, key)),
    onSuccess: changed,
  });
}
