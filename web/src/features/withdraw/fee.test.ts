import { withdrawalFee } from '@club/contract/lib/money-math';
import { describe, expect, it } from 'vitest';
import { feeTerms, maxWithdrawal, withdrawalProblem } from './fee';

const channel = (feeRate: string, feeFixed = 0, feeDiscountPercent = 0) => ({
  feeRate,
  feeFixed,
  feeDiscountPercent,
  minAmount: 1_000,
  maxAmount: 5_000_000,
});

/** A channel's fee on an amount, the way the withdraw form computes it. */
const feeOf = (c: ReturnType<typeof channel>, amount: number) => withdrawalFee(amount, feeTerms(c));

describe('withdrawal fee', () => {
  it('reads rates as parts per million', () => {
    expect(feeTerms(channel('0')).feePpm).toBe(0);
    expect(feeTerms(channel('0.01')).feePpm).toBe(10_000);
    expect(feeTerms(channel('0.015')).feePpm).toBe(15_000);
    expect(feeTerms(channel('1')).feePpm).toBe(1_000_000);
    expect(() => feeTerms(channel('1e-2'))).toThrow();
  });

  it('rounds half to even, as the server does, and adds the fixed part', () => {
    expect(feeOf(channel('0.01'), 12_345)).toBe(123); // 123.45
    expect(feeOf(channel('0.01'), 12_350)).toBe(124); // 123.5 → even 124
    expect(feeOf(channel('0.01'), 12_250)).toBe(122); // 122.5 → even 122
    expect(feeOf(channel('0.01', 200), 10_000)).toBe(300);
    expect(feeOf(channel('0'), 10_000)).toBe(0);
  });

  it('takes the member SVIP discount off the fee, as the server charges it', () => {
    expect(feeOf(channel('0.01', 200, 30), 10_000)).toBe(210); // 300 less 30 %
    expect(maxWithdrawal(channel('0.01', 100, 50), 100_000)).toBeGreaterThan(
      maxWithdrawal(channel('0.01', 100), 100_000) as number,
    );
  });
});

describe('maxWithdrawal', () => {
  it('is the available balance without a fee', () => {
    expect(maxWithdrawal(channel('0'), 250_000)).toBe(250_000);
  });

  it('leaves room for the fee, exactly', () => {
    const c = channel('0.01', 100);
    const max = maxWithdrawal(c, 100_000);
    expect(max).not.toBeNull();
    const m = max as number;
    expect(m + feeOf(c, m)).toBeLessThanOrEqual(100_000);
    expect(m + 1 + feeOf(c, m + 1)).toBeGreaterThan(100_000);
  });

  it('stops at the channel maximum, and is null below its minimum', () => {
    expect(maxWithdrawal(channel('0'), 9_000_000)).toBe(5_000_000);
    expect(maxWithdrawal(channel('0'), 999)).toBeNull();
    expect(maxWithdrawal(channel('0', 50), 1_049)).toBeNull();
    expect(maxWithdrawal(channel('0'), 0)).toBeNull();
  });
});

describe('the limit a withdrawal breaks', () => {
  const c = channel('0.01');
  it('names the minimum, the balance with the most it covers, or the channel maximum, whichever binds', () => {
    expect(withdrawalProblem(999, c, 100_000)).toEqual({ kind: 'belowMin', min: 1_000 });
    expect(withdrawalProblem(50_000, c, 100_000)).toBeNull();
    // 100,000.00 with 552.50 available: the balance binds, and the most it covers (fee included).
    expect(withdrawalProblem(10_000_000, c, 55_250)).toEqual({
      kind: 'overAvailable',
      available: 55_250,
      max: maxWithdrawal(c, 55_250),
    });
    expect(withdrawalProblem(55_250, c, 55_250)).toMatchObject({ kind: 'overAvailable' });
    // A rich member asking more than the channel takes: the channel's maximum binds.
    expect(withdrawalProblem(6_000_000, c, 90_000_000)).toEqual({ kind: 'aboveMax', max: 5_000_000 });
    expect(withdrawalProblem(5_000, c, 500)).toEqual({
      kind: 'nothingAvailable',
      available: 500,
      min: 1_000,
    });
  });
});
