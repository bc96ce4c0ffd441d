import { ZCouponAddBody, ZPrizeAddBody, ZRedeemBatchAddBody } from '@club/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  allPages,
  candidateRanges,
  codesCsv,
  impliedOdds,
  inDraw,
  NAME_MAX,
  toBatchBody,
  toCouponBody,
  toPrizeBody,
} from './lottery-values';

describe('impliedOdds', () => {
  it('is the weight over the total with the other prizes, in hundredths of a percent', () => {
    expect(impliedOdds(10, [30, 60])).toEqual({ odds: '10.00', total: 100 });
    expect(impliedOdds(1, [1, 1])).toEqual({ odds: '33.33', total: 3 });
    expect(impliedOdds(2, [1])).toEqual({ odds: '66.67', total: 3 });
    expect(impliedOdds(5, [])).toEqual({ odds: '100.00', total: 5 });
  });

  it('is nothing when nothing weighs', () => {
    expect(impliedOdds(0, [])).toEqual({ odds: '0.00', total: 0 });
    expect(impliedOdds(0, [50])).toEqual({ odds: '0.00', total: 50 });
  });
});

describe('inDraw', () => {
  it('takes enabled prizes with stock left or no limit', () => {
    expect(inDraw({ enabled: true, stock: null })).toBe(true);
    expect(inDraw({ enabled: true, stock: 3 })).toBe(true);
    expect(inDraw({ enabled: true, stock: 0 })).toBe(false);
    expect(inDraw({ enabled: false, stock: null })).toBe(false);
  });
});

describe('candidateRanges', () => {
  it('lays the weights end to end in order', () => {
    const ranges = candidateRanges([
      { prizeId: 4, weight: 10 },
      { prizeId: 2, weight: 0 },
      { prizeId: 9, weight: 90 },
    ]);
    expect(ranges.map((r) => [r.prizeId, r.from, r.to])).toEqual([
      [4, 0, 10],
      [2, 10, 10],
      [9, 10, 100],
    ]);
  });
});

describe('codes download', () => {
  it('writes a header and one code a line', () => {
    expect(
      codesCsv([
        { code: 'AB12CD', uses: 0 },
        { code: 'EF34GH', uses: 2 },
      ]),
    ).toBe('code,uses\r\nAB12CD,0\r\nEF34GH,2\r\n');
  });

  it('asks page after page until every code is in', async () => {
    const codes = Array.from({ length: 7 }, (_, i) => i);
    const asked: number[] = [];
    const rows = await allPages(async (page, size) => {
      asked.push(page);
      const list = codes.slice((page - 1) * size, page * size);
      return { list, pagination: { page, size, total: codes.length } };
    }, 3);
    expect(rows).toEqual(codes);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('stops at a full last page without asking for an empty one', async () => {
    const asked: number[] = [];
    await allPages(async (page, size) => {
      asked.push(page);
      return { list: [1, 2], pagination: { page, size, total: 4 } };
    }, 2);
    expect(asked).toEqual([1, 2]);
  });
});

describe('bodies', () => {
  it('takes the contract’s name bound', () => {
    expect(NAME_MAX).toBe(60);
  });

  it('sends a prize with only its own kind’s figure, as the contract takes it', () => {
    const base = { amount: 500, couponId: 3, weight: 10, stock: null, sort: 1, enabled: true };
    const cash = toPrizeBody({ kind: 'cash', ...base });
    const coupon = toPrizeBody({ kind: 'coupon', ...base, stock: 5 });
    const none = toPrizeBody({ kind: 'none', ...base, stock: undefined });
    expect(cash).toMatchObject({ amount: 500, couponId: null, stock: null });
    expect(coupon).toMatchObject({ amount: null, couponId: 3, stock: 5 });
    expect(none).toMatchObject({ amount: null, couponId: null, stock: null });
    for (const body of [cash, coupon, none]) expect(ZPrizeAddBody.safeParse(body).success).toBe(true);
  });

  it('sends a coupon with its kind’s figure, a cap only on a percent coupon', () => {
    const base = { name: '  Welcome ', percent: 10, amount: 500, minOrder: 0, maxDiscount: 2000 };
    const terms = { usageLimit: 1, validDays: 30, enabled: true };
    const percent = toCouponBody({ kind: 'percent', ...base, ...terms });
    const fixed = toCouponBody({ kind: 'fixed', ...base, ...terms });
    expect(percent).toMatchObject({ name: 'Welcome', percent: 10, amount: null, maxDiscount: 2000 });
    expect(fixed).toMatchObject({ percent: null, amount: 500, maxDiscount: null });
    expect(
      toCouponBody({ kind: 'percent', ...base, maxDiscount: undefined, ...terms }).maxDiscount,
    ).toBeNull();
    for (const body of [percent, fixed]) expect(ZCouponAddBody.safeParse(body).success).toBe(true);
  });

  it('sends a batch with its reward’s figure and the expiry as an ISO time', () => {
    const base = { name: 'Launch', draws: 2, couponId: 3, maxUses: 1, count: 100 };
    const expiresAt = dayjs('2026-12-31T23:59:00Z');
    const draws = toBatchBody({ reward: 'draws', ...base, expiresAt });
    const coupon = toBatchBody({ reward: 'coupon', ...base, expiresAt });
    expect(draws).toMatchObject({ draws: 2, couponId: null, expiresAt: '2026-12-31T23:59:00.000Z' });
    expect(coupon).toMatchObject({ draws: null, couponId: 3 });
    for (const body of [draws, coupon]) expect(ZRedeemBatchAddBody.safeParse(body).success).toBe(true);
  });
});
