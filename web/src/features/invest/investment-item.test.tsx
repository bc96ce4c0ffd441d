import type { TInvestment } from '@club/contract';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { byTestId, render } from '../../test/render';
import { DaysProgress, daysProgress, InvestmentItem } from './investment-item';

const investment = (extra: Partial<TInvestment>): TInvestment => ({
  id: 1,
  projectId: 1,
  projectTitle: 'Harbour Lights',
  poster: null,
  principal: 100_000,
  dailyRate: '0.000219',
  annualRate: '0.079935',
  cycle: 60,
  repayType: 'PIOARB',
  investedAt: '2026-03-01T08:00:00.000Z',
  maturesAt: '2026-04-30T08:00:00.000Z',
  state: 'holding',
  daysPaid: 12,
  principalPaid: 0,
  interestPaid: 0,
  interestTotal: 3_000,
  discount: 0,
  revocableUntil: null,
  waitingRepayment: false,
  lastRevenueAt: null,
  ...extra,
});

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
});

describe('days progress of an investment', () => {
  it('counts the days paid while it is holding', () => {
    expect(daysProgress(investment({}))).toEqual({ paid: 12, cycle: 60, percent: 20 });
    expect(daysProgress(investment({ daysPaid: 0 })).percent).toBe(0);
  });

  it('shows a completed investment as complete, even one paid once at maturity', () => {
    const done = investment({ state: 'completed', repayType: 'PIOARB', daysPaid: 1 });
    expect(daysProgress(done)).toEqual({ paid: 60, cycle: 60, percent: 100 });
    unmount = render(<DaysProgress investment={done} />).unmount;
    expect(byTestId('investment-days')[0].textContent).toBe('60 / 60 days');
    const bar = document.querySelector('[role="progressbar"]');
    expect(bar?.getAttribute('aria-valuenow')).toBe('100');
  });

  it('never shows more days than the cycle, nor a bar for a cycle of none', () => {
    expect(daysProgress(investment({ daysPaid: 70 }))).toEqual({ paid: 60, cycle: 60, percent: 100 });
    expect(daysProgress(investment({ cycle: 0, daysPaid: 0 })).percent).toBe(0);
  });
});

describe('an investment in the list', () => {
  it('shows the annual rate with at most two decimals', () => {
    const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;
    unmount = render(<InvestmentItem investment={investment({})} money={money} />).unmount;
    const item = byTestId('holding-item')[0];
    expect(item.textContent).toContain('7.99%');
    expect(item.textContent).not.toContain('7.9935');
    expect(byTestId('investment-state')[0].textContent).toBe('Holding');
    expect(byTestId('investment-last-revenue')).toHaveLength(0);
  });

  it('says when it waits for repayment, and when its project last received revenue', () => {
    const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;
    const waiting = investment({ waitingRepayment: true, lastRevenueAt: '2026-03-10T12:00:00.000Z' });
    unmount = render(<InvestmentItem investment={waiting} money={money} />).unmount;
    expect(byTestId('investment-state')[0].textContent).toBe('Waiting for repayment');
    expect(byTestId('investment-state')[0].dataset.state).toBe('waitingRepayment');
    expect(byTestId('investment-last-revenue')[0].textContent).toBe(
      'Project last received revenue on Mar 10, 2026',
    );
    unmount();
    unmount = render(
      <InvestmentItem investment={{ ...waiting, lastRevenueAt: null }} money={money} />,
    ).unmount;
    expect(byTestId('investment-last-revenue')[0].textContent).toBe(
      'The project has received no revenue yet',
    );
  });
});
