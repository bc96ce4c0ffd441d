import { ErrorCode } from '@club/contract/errors';
import { newIdempotencyKey, IdempotentAction as SharedAction } from '@club/contract/idempotency';
import { isApiError } from './errors';

export { newIdempotencyKey };

/**
 * True when the server gave its answer to the request, so sending the same key again would only
 * replay it. A timeout, a lost connection or a 5xx leave the outcome unknown, and "still in
 * progress" means the first request has not answered yet: those are retried with the same key.
 */
export function answered(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 200 &&
    error.code !== ErrorCode.IDEMPOTENCY_IN_PROGRESS &&
    error.code !== ErrorCode.INTERNAL
  );
}

/** A member's money-moving action (a recharge order, a withdrawal), settled by this client's errors. */
export class IdempotentAction extends SharedAction {
  constructor(makeKey: () => string = newIdempotencyKey) {
    super(answered, makeKey);
  }
}
