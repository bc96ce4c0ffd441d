import { ErrorCode } from '@club/contract/lib/errors';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, ClientCode } from './errors';
import { IdempotentAction, newIdempotencyKey } from './idempotency';

function counterKeys() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('IdempotentAction', () => {
  it('gives each new action its own key', async () => {
    const action = new IdempotentAction(counterKeys());
    const send = vi.fn(async (key: string) => key);
    await expect(action.run({ amount: 1 }, send)).resolves.toBe('key-1');
    // The same body again after a success is a new order, not a retry.
    await expect(action.run({ amount: 1 }, send)).resolves.toBe('key-2');
  });

  it('reuses the key when the same body is retried after an unknown outcome', async () => {
    const action = new IdempotentAction(counterKeys());
    const keys: string[] = [];
    const failures = [
      new ApiError(ClientCode.TIMEOUT, 'timeout'),
      new ApiError(ClientCode.NETWORK, 'offline'),
      new ApiError(502, 'bad gateway', 502),
      new ApiError(ErrorCode.IDEMPOTENCY_IN_PROGRESS, 'in progress', 200),
    ];
    for (const failure of failures) {
      await expect(
        action.run({ amount: 1 }, async (key) => {
          keys.push(key);
          throw failure;
        }),
      ).rejects.toBe(failure);
    }
    await action.run({ amount: 1 }, async (key) => keys.push(key));
    expect(new Set(keys)).toEqual(new Set(['key-1']));
  });

  it('starts a new key when the body changes or the server answered with an error', async () => {
    const action = new IdempotentAction(counterKeys());
    const keys: string[] = [];
    const fail = (error: ApiError) => async (key: string) => {
      keys.push(key);
      throw error;
    };
    await expect(action.run({ pin: '111111' }, fail(new ApiError(5, 'timeout')))).rejects.toThrow();
    // Another pay password: the server would refuse the known key with another body.
    await expect(action.run({ pin: '222222' }, fail(new ApiError(1504, 'wrong', 200)))).rejects.toThrow();
    // The wrong password was an answer: the same body again is a new attempt.
    await expect(action.run({ pin: '222222' }, fail(new ApiError(1504, 'wrong', 200)))).rejects.toThrow();
    expect(keys).toEqual(['key-1', 'key-2', 'key-3']);
  });
});

describe('newIdempotencyKey', () => {
  it('makes distinct v4 UUIDs', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('works where crypto.randomUUID is missing (plain-http pages)', () => {
    vi.stubGlobal('isSecureContext', false);
    try {
      expect(newIdempotencyKey()).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
