import { describe, expect, it } from 'vitest';
import { quickAmounts } from './quick-amounts';

describe('quickAmounts', () => {
  it('offers round sums inside the channel range, at most six', () => {
    expect(quickAmounts({ minAmount: 1_000, maxAmount: 5_000_000 }, 2)).toEqual([
      5_000, 10_000, 20_000, 50_000, 100_000, 200_000,
    ]);
    expect(quickAmounts({ minAmount: 20_000, maxAmount: 100_000 }, 2)).toEqual([20_000, 50_000, 100_000]);
  });

  it('scales with the currency exponent', () => {
    expect(quickAmounts({ minAmount: 1, maxAmount: 150 }, 0)).toEqual([50, 100]);
    expect(quickAmounts({ minAmount: 1, maxAmount: 1 }, 3)).toEqual([]);
  });
});
