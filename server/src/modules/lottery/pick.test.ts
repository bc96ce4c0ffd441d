import { describe, expect, it } from 'vitest';
import { oddsText, pickIndex, randomValue, totalWeight } from './pick';

describe('lottery pick', () => {
  it('lays the weights end to end: each value falls in exactly one range', () => {
    const candidates = [
      { prizeId: 1, weight: 2 },
      { prizeId: 2, weight: 0 },
      { prizeId: 3, weight: 3 },
    ];
    expect([0, 1, 2, 3, 4].map((v) => pickIndex(candidates, v))).toEqual([0, 0, 2, 2, 2]);
    expect(() => pickIndex(candidates, 5)).toThrow(RangeError);
  });

  it('draws each prize as often as its weight says over 20,000 draws (chi-square, p = 0.001)', () => {
    const candidates = [500, 300, 150, 40, 10].map((weight, prizeId) => ({ prizeId, weight }));
    const total = totalWeight(candidates);
    const draws = 20_000;
    const seen = candidates.map(() => 0);
    for (let i = 0; i < draws; i++) seen[pickIndex(candidates, randomValue(total))] += 1;
    const chiSquare = candidates.reduce((sum, c, i) => {
      const expected = (draws * c.weight) / total;
      return sum + (seen[i] - expected) ** 2 / expected;
    }, 0);
    // The critical value of the chi-square distribution with 4 degrees of freedom at p = 0.001.
    expect(chiSquare).toBeLessThan(18.467);
  });

  it('states odds as a percent with two decimals', () => {
    expect(oddsText(1, 3)).toBe('33.33');
    expect(oddsText(2, 3)).toBe('66.67');
    expect(oddsText(3, 3)).toBe('100.00');
    expect(oddsText(0, 3)).toBe('0.00');
  });
});
