import { randomInt } from 'node:crypto';
import { divideHalfEven } from '../../money/amount';

export type Candidate = { prizeId: number; weight: number };

export const totalWeight = (candidates: Candidate[]) => candidates.reduce((sum, c) => sum + c.weight, 0);

/**
 * Lays the candidates' weights end to end over [0, total) and answers the one `value` falls in: with
 * `value` uniform over the range, each is chosen with probability weight / total, exactly.
 */
export function pickIndex(candidates: Candidate[], value: number): number {
  let end = 0;
  for (const [index, c] of candidates.entries()) {
    end += c.weight;
    if (value < end) return index;
  }
  throw new RangeError(`value ${value} is outside the total weight ${end}`);
}

/** A uniform value in [0, total) from the operating system's CSPRNG (rejection-sampled, no modulo bias). */
export const randomValue = (total: number) => randomInt(total);

/** A chance as a percent with two decimals ("12.50"), rounded half to even. */
export function oddsText(weight: number, total: number): string {
  if (total === 0 || weight === 0) return '0.00';
  const hundredths = divideHalfEven(BigInt(weight) * 10_000n, BigInt(total));
  return `${hundredths / 100n}.${(hundredths % 100n).toString().padStart(2, '0')}`;
}
