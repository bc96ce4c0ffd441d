import type { TDraw, TLotteryInfo, TPrizeOdds } from '@club/contract/lottery';

/** Test data for the lottery screens: the server's answers, each field overridable. */

export const cashPrize = (id: number, amount: number, odds = '10.00'): TPrizeOdds => ({
  id,
  kind: 'cash',
  amount,
  coupon: null,
  weight: 10,
  odds,
});

export const couponPrize = (id: number, odds = '20.00'): TPrizeOdds => ({
  id,
  kind: 'coupon',
  amount: null,
  coupon: {
    kind: 'fixed',
    percent: null,
    amount: 2_000,
    minOrder: 50_000,
    maxDiscount: null,
    usageLimit: 1,
    validDays: 30,
  },
  weight: 20,
  odds,
});

export const nonePrize = (id: number, odds = '70.00'): TPrizeOdds => ({
  id,
  kind: 'none',
  amount: null,
  coupon: null,
  weight: 70,
  odds,
});

/** Three prizes in stock, three draws held, SVIP1, SVIP2 and SVIP4 granting draws. */
export const lotteryInfo = (extra: Partial<TLotteryInfo> = {}): TLotteryInfo => ({
  qualified: true,
  draws: 3,
  tableVersion: 4,
  prizes: [cashPrize(1, 500, '12.50'), couponPrize(2), nonePrize(3, '67.50')],
  earn: { vipActivation: 1, investThreshold: 100_000, svipLevels: [1, 2, 0, 3] },
  ...extra,
});

/** A draw of one of the table's prizes. */
export const drawOf = (id: number, prize: TPrizeOdds, extra: Partial<TDraw> = {}): TDraw => ({
  id,
  at: '2026-11-20T10:00:00.000Z',
  prize: { id: prize.id, kind: prize.kind, amount: prize.amount, coupon: prize.coupon },
  state: prize.kind === 'none' ? 'notWon' : prize.kind === 'cash' ? 'used' : 'unused',
  pending: false,
  coupon: null,
  randomValue: 37,
  totalWeight: 100,
  tableVersion: 4,
  ...extra,
});
