import { answered } from '@club/contract/lib/envelope';
import { newIdempotencyKey, IdempotentAction as SharedAction } from '@club/contract/lib/idempotency';

export { newIdempotencyKey };

/** A member's money-moving action (a recharge order, a withdrawal), settled when the server answered. */
export class IdempotentAction extends SharedAction {
  constructor(makeKey: () => string = newIdempotencyKey) {
    super(answered, makeKey);
  }
}
