import { describe, expect, it } from 'vitest';
import { nextPageParam, uniqueItems } from './paged';

const page = (n: number, ids: number[], total: number) => ({
  list: ids.map((id) => ({ id })),
  pagination: { page: n, size: 2, total },
});

describe('offset pages', () => {
  it('asks for the next page while items remain', () => {
    expect(nextPageParam(page(1, [5, 4], 5))).toBe(2);
    expect(nextPageParam(page(3, [1], 5))).toBeUndefined();
  });

  it('shows an item repeated across pages once', () => {
    expect(uniqueItems([page(1, [6, 5], 6), page(2, [5, 4], 6)])?.map((i) => i.id)).toEqual([6, 5, 4]);
    expect(uniqueItems(undefined)).toBeUndefined();
  });

  it('keeps items once by the field that names them', () => {
    const pages = [page(1, [6, 5], 6), page(2, [5, 4], 6)].map((p) => ({
      ...p,
      list: p.list.map(({ id }) => ({ sessionId: id })),
    }));
    expect(uniqueItems(pages, (r) => r.sessionId)?.map((r) => r.sessionId)).toEqual([6, 5, 4]);
  });
});
