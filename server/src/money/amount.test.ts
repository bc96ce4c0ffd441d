import { describe, expect, it } from 'vitest';
import { applyRate, assertPositiveAmount, divideHalfEven, formatRate, parseRate } from './amount';

describe('money math', () => {
  it.each([
    [5n, 2n, 2n],
    [7n, 2n, 4n],
    [1n, 2n, 0n],
    [3n, 2n, 2n],
    [10n, 4n, 2n],
    [11n, 4n, 3n],
    [9n, 4n, 2n],
  ])('%s / %s rounds half to even to %s', (n, d, q) => {
    expect(divideHalfEven(n, d)).toBe(q);
  });

  it('parses and formats rates as parts per million', () => {
    expect(parseRate('0.015')).toBe(15000);
    expect(parseRate('1')).toBe(1_000_000);
    expect(parseRate('0.000001')).toBe(1);
    expect(formatRate(15000)).toBe('0.015');
    expect(() => parseRate('0.0000001')).toThrow();
    expect(() => parseRate('-0.1')).toThrow();
    expect(() => parseRate('1e-3')).toThrow();
  });

  it('applies a rate exactly, rounding the half cent to even', () => {
    expect(applyRate(10_000, 15000)).toBe(150);
    expect(applyRate(50, 10000)).toBe(0); // 0.5 → 0
    expect(applyRate(150, 10000)).toBe(2); // 1.5 → 2
    expect(applyRate(1_000_000_000_000, 100000, 3650)).toBe(365_000_000_000_000);
  });

  it('accepts only positive whole amounts up to 10^12', () => {
    expect(assertPositiveAmount(1)).toBe(1);
    for (const bad of [0, -1, 1.5, 1e12 + 1, Number.NaN]) expect(() => assertPositiveAmount(bad)).toThrow();
  });
});
