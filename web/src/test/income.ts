import type { TIncome } from '@club/contract';

/** A member's wallet figures in USD (GET income), all zero: tests give the ones they need. */
export const incomeOf = (figures: Partial<TIncome> = {}): TIncome => ({
  currency: 'USD',
  currencyExponent: 2,
  recharge: 0,
  work: 0,
  income: 0,
  withdrawal: 0,
  internal: 0,
  available: 0,
  frozen: 0,
  totalAssets: 0,
  ...figures,
});
