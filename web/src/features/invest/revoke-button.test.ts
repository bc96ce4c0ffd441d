import type { TInvestment } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { isRevocable } from './revoke-button';

const now = Date.parse('2026-03-01T12:00:00.000Z');
const investment = (extra: Partial<TInvestment>): TInvestment => ({
  id: 1,
  projectId: 1,
  projectTitle: 'Harbour Lights',
  poster: null,
  principal: 100_000,
  dailyRate: '0.001',
  annualRate: '0.365',
  cycle: 30,
  repayType: 'PIOARB',
  investedAt: '2026-03-01T08:00:00.000Z',
  maturesAt: '2026-03-31T08:00:00.000Z',
  state: 'holding',
  daysPaid: 0,
  principalPaid: 0,
  interestPaid: 0,
  interestTotal: 3_000,
  discount: 0,
  revocableUntil: '2026-03-02T08:00:00.000Z',
  waitingRepayment: false,
  lastRevenueAt: null,
  ...extra,
});

describe('revoke (reflection period, PRODUCT.md §7)', () => {
  it('is offered while the reflection period runs', () => {
    expect(isRevocable(investment({}), now)).toBe(true);
  });

  it('is gone once the period is over, or when the server closed it', () => {
    expect(isRevocable(investment({ revocableUntil: '2026-03-01T11:59:59.000Z' }), now)).toBe(false);
    expect(isRevocable(investment({ revocableUntil: null }), now)).toBe(false);
  });

  it('is never offered for an investment that is not holding', () => {
    expect(isRevocable(investment({ state: 'revoked' }), now)).toBe(false);
    expect(isRevocable(investment({ state: 'completed' }), now)).toBe(false);
  });
});
