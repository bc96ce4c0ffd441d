import { IdempotentAction } from '@club/contract/idempotency';
import { useState } from 'react';
import { answered } from '../api/client';

/**
 * An operator's money-moving form (recorded revenue, a disbursement): the same body retried after
 * an unknown outcome reuses its Idempotency-Key, so the money moves once.
 */
export function useIdempotent(): IdempotentAction {
  const [action] = useState(() => new IdempotentAction(answered));
  return action;
}
