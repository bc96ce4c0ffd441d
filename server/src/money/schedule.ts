import type { TRepayType } from '@club/contract';
import { DAY_MS } from '../kernel/calendar';
import { divideHalfEven, formatRate, MAX_AMOUNT } from './amount';

/** The input limits of PRODUCT.md §1 that keep every product exact in BigInt and every result safe. */
export const MAX_DAILY_RATE_PPM = 100_000;
export const MAX_CYCLE_DAYS = 3650;

export type Terms = {
  principal: number;
  /** Daily rate in parts per million ("0.015" = 15000). */
  dailyRatePpm: number;
  cycleDays: number;
  repayType: TRepayType;
  /** Epoch ms of the investment; day d is due at investedAt + d days. */
  investedAt: number;
};

export type ScheduleItem = {
  day: number;
  dueAt: number;
  principal: number;
  interest: number;
  /** The ledger type the interest is paid under; principal is always CAPITAL. */
  interestType: 'DIVIDEND' | 'INTEREST' | 'ONEDIVIDEND';
};

const PPM = 1_000_000n;

export function assertTerms(t: Terms): void {
  if (!Number.isSafeInteger(t.principal) || t.principal <= 0 || t.principal > MAX_AMOUNT)
    throw new RangeError('principal');
  if (!Number.isInteger(t.dailyRatePpm) || t.dailyRatePpm < 0 || t.dailyRatePpm > MAX_DAILY_RATE_PPM)
    throw new RangeError('rate');
  if (!Number.isInteger(t.cycleDays) || t.cycleDays < 1 || t.cycleDays > MAX_CYCLE_DAYS)
    throw new RangeError('cycle');
}

/**
 * The exact schedule of an investment (PRODUCT.md §7): a pure function of its terms, so the check
 * call shows the member exactly what settlement will later pay. BigInt inside; interest rounded half
 * to even on the exact product; principal split by floor with the residue on the last day.
 */
export function schedule(t: Terms): ScheduleItem[] {
  assertTerms(t);
  const P = BigInt(t.principal);
  const r = BigInt(t.dailyRatePpm);
  const N = BigInt(t.cycleDays);
  const items: ScheduleItem[] = [];
  const due = (day: number) => t.investedAt + day * DAY_MS;

  if (t.repayType === 'DEBT') {
    const interest = divideHalfEven(P * r * N, PPM);
    return [
      {
        day: t.cycleDays,
        dueAt: due(t.cycleDays),
        principal: t.principal,
        interest: Number(interest),
        interestType: 'ONEDIVIDEND',
      },
    ];
  }
  if (t.repayType === 'PIOARB') {
    const total = divideHalfEven(P * r * N, PPM);
    const daily = total / N;
    for (let d = 1; d <= t.cycleDays; d++) {
      const last = d === t.cycleDays;
      items.push({
        day: d,
        dueAt: due(d),
        principal: last ? t.principal : 0,
        interest: Number(last ? total - (N - 1n) * daily : daily),
        interestType: 'DIVIDEND',
      });
    }
    return items;
  }
  const part = P / N;
  let outstanding = P;
  for (let d = 1; d <= t.cycleDays; d++) {
    const last = d === t.cycleDays;
    const principal = last ? P - (N - 1n) * part : part;
    items.push({
      day: d,
      dueAt: due(d),
      principal: Number(principal),
      interest: Number(divideHalfEven(outstanding * r, PPM)),
      interestType: 'INTEREST',
    });
    outstanding -= principal;
  }
  return items;
}

export function totals(items: ScheduleItem[]) {
  return {
    totalPrincipal: items.reduce((s, i) => s + i.principal, 0),
    totalInterest: items.reduce((s, i) => s + i.interest, 0),
  };
}

/** The daily rate as shown, and the simple annual figure r × 365 (PRODUCT.md §7). */
export function rates(dailyRatePpm: number) {
  return { dailyRate: formatRate(dailyRatePpm), annualRate: formatRate(dailyRatePpm * 365) };
}
