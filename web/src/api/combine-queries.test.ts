import { describe, expect, it, vi } from 'vitest';
import { combineQueries, type QueryLike } from './combine-queries';

const query = <T>(data: T | undefined, extra: Partial<QueryLike<T>> = {}): QueryLike<T> => ({
  data,
  error: null,
  isPending: data === undefined,
  refetch: vi.fn(async () => data),
  ...extra,
});

describe('combineQueries', () => {
  it('has data once every query has its own, by the names given', () => {
    const both = combineQueries({ orders: query([1, 2]), income: query({ available: 5 }) });
    expect(both.data).toEqual({ orders: [1, 2], income: { available: 5 } });
    expect(both.isPending).toBe(false);
    expect(both.error).toBeNull();
    const half = combineQueries({ orders: query([1, 2]), income: query<{ available: number }>(undefined) });
    expect(half.data).toBeUndefined();
    expect(half.isPending).toBe(true);
  });

  it('keeps an empty list or a zero as data', () => {
    expect(combineQueries({ list: query([]), count: query(0) }).data).toEqual({ list: [], count: 0 });
  });

  it('reports the first error in the order given', () => {
    const first = new Error('first');
    const second = new Error('second');
    const combined = combineQueries({
      a: query(1),
      b: query<number>(undefined, { error: first, isPending: false }),
      c: query<number>(undefined, { error: second, isPending: false }),
    });
    expect(combined.error).toBe(first);
    expect(combined.isPending).toBe(false);
  });

  it('refetches every query', async () => {
    const a = query(1);
    const b = query('x');
    await combineQueries({ a, b }).refetch();
    expect(a.refetch).toHaveBeenCalledTimes(1);
    expect(b.refetch).toHaveBeenCalledTimes(1);
  });
});
