import { answered } from '@club/contract/lib/envelope';
import { IdempotentAction } from '@club/contract/lib/idempotency';
import { useState } from 'react';

/**
 * An operator's money-moving form (recorded revenue, a disbursement, a refused withdrawal): the
 * same body retried after an unknown outcome reuses its Idempotency-Key, so the money moves once.
 */
export function useIdempotent(): IdempotentAction {
  const [action] = useState(() => new IdempotentAction(answered));
  return action;
}
