import { describe, expect, it } from 'vitest';
import {
  applyRate,
  divideHalfEven,
  formatMinor,
  formatRatePpm,
  parseRatePpm,
  progressPercent,
  ratePercent,
  toMicroUsdt,
  withdrawalFee,
} from './money-math';

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

  it('shows a progress rate as a bar percentage floored to a tenth, from its exact ppm', () => {
    expect(progressPercent('0.4512')).toBe(45.1);
    expect(progressPercent('0.5790')).toBe(57.9);
    expect(progressPercent('1.0000')).toBe(100);
    expect(progressPercent('x')).toBe(0);
  });

  it('parses and formats rates as parts per million', () => {
    expect(parseRatePpm('0.015')).toBe(15000);
    expect(parseRatePpm('1')).toBe(1_000_000);
    expect(parseRatePpm('0.000001')).toBe(1);
    expect(formatRatePpm(15000)).toBe('0.015');
    for (const bad of ['0.0000001', '-0.1', '1e-3', '']) expect(parseRatePpm(bad)).toBeUndefined();
    expect(ratePercent('0.015')).toBe('1.5');
    expect(ratePercent('0.0015')).toBe('0.15');
    expect(ratePercent('x')).toBeUndefined();
  });

  it('applies a rate exactly, rounding the half cent to even', () => {
    expect(applyRate(10_000, 15000)).toBe(150);
    expect(applyRate(50, 10000)).toBe(0); // 0.5 → 0
    expect(applyRate(150, 10000)).toBe(2); // 1.5 → 2
    expect(applyRate(1_000_000_000_000, 100000, 3650)).toBe(365_000_000_000_000);
  });

  it('charges a withdrawal fee of the rate, half to even, plus the fixed part', () => {
    expect(withdrawalFee(10_000, { feePpm: 15000, feeFixed: 0 })).toBe(150);
    expect(withdrawalFee(150, { feePpm: 10000, feeFixed: 100 })).toBe(102);
    expect(withdrawalFee(10_000, { feePpm: 0, feeFixed: 0 })).toBe(0);
  });

  it('takes the SVIP discount off the whole fee, a whole percent rounded half to even', () => {
    expect(withdrawalFee(10_000, { feePpm: 15000, feeFixed: 0, discountPercent: 10 })).toBe(135);
    // 102 less 25 % is 76.5: half to even keeps 76 (25.5 off rounds to 26).
    expect(withdrawalFee(150, { feePpm: 10000, feeFixed: 100, discountPercent: 25 })).toBe(76);
    expect(withdrawalFee(10_000, { feePpm: 15000, feeFixed: 0, discountPercent: 100 })).toBe(0);
    expect(withdrawalFee(10_000, { feePpm: 15000, feeFixed: 0, discountPercent: 0 })).toBe(150);
  });

  it('converts platform minor units to micro-USDT at a rate, half to even: one rule both ways', () => {
    expect(toMicroUsdt(12_345, 1_000_000, 2)).toBe(123_450_000); // 123.45 at 1 USDT each
    expect(toMicroUsdt(100, 1_250_000, 2)).toBe(1_250_000); // 1.00 at 1.25
    expect(toMicroUsdt(1, 3, 2)).toBe(0); // 0.03 micro rounds to 0
    expect(toMicroUsdt(1, 50, 2)).toBe(0); // 0.5 micro → 0 (even)
    expect(toMicroUsdt(3, 50, 2)).toBe(2); // 1.5 micro → 2 (even)
    expect(toMicroUsdt(5, 1_000_000, 0)).toBe(5_000_000); // a currency without decimals
  });

  it('writes minor units as a decimal, exactly', () => {
    expect(formatMinor(12_345, 2)).toBe('123.45');
    expect(formatMinor(-5, 2)).toBe('-0.05');
    expect(formatMinor(7, 0)).toBe('7');
    expect(formatMinor(1_500_000, 6)).toBe('1.500000');
  });
});
