import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import { byTestId, render } from '../test/render';
import { moneyOf } from './money';
import { ScheduleTable } from './schedule-table';

const money = moneyOf({ currency: 'USD', currencyExponent: 2 });
// LINEAR, 1,000.00 for 3 days at 0.1 % a day: floor(P/N) twice, the residue on the last day.
const items = [
  { day: 1, dueAt: '2026-01-02T10:00:00.000Z', principal: 33_333, interest: 100, paid: true },
  { day: 2, dueAt: '2026-01-03T10:00:00.000Z', principal: 33_333, interest: 67, paid: false },
  { day: 3, dueAt: '2026-01-04T10:00:00.000Z', principal: 33_334, interest: 33, paid: false },
];

beforeAll(async () => {
  await initI18n('en');
});

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

describe('schedule table', () => {
  it('shows each day with its due date, principal and interest, exactly', () => {
    const view = render(<ScheduleTable items={items} money={money} rowTestId="schedule-item" />);
    cleanup = view.unmount;
    const rows = byTestId('schedule-item');
    expect(rows).toHaveLength(3);
    const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('td'), (td) => td.textContent);
    expect(cells(rows[0])).toEqual(['1', 'Jan 2, 2026', '$333.33', '$1.00']);
    expect(cells(rows[2])).toEqual(['3', 'Jan 4, 2026', '$333.34', '$0.33']);
    expect(view.container.querySelector('thead')?.textContent).toBe('DayDue datePrincipalInterest');
  });

  it('marks a day without principal with a dash', () => {
    const view = render(
      <ScheduleTable items={[{ ...items[0], principal: 0 }]} money={money} rowTestId="schedule-item" />,
    );
    cleanup = view.unmount;
    expect(byTestId('schedule-item')[0].querySelectorAll('td')[2].textContent).toBe('—');
  });

  it('adds the dividend record status when asked: paid, overdue and for how long, or not yet due', () => {
    const overdue = [items[0], { ...items[1], overdueDays: 3 }, { ...items[2], overdueDays: null }];
    const view = render(<ScheduleTable items={overdue} money={money} rowTestId="schedule-item" withStatus />);
    cleanup = view.unmount;
    const rows = byTestId('schedule-item');
    expect(rows.map((r) => r.dataset.paid)).toEqual(['true', 'false', 'false']);
    expect(rows.map((r) => r.dataset.overdue)).toEqual([undefined, '3', undefined]);
    const status = rows.map((r) => r.querySelector('td:last-child [data-tone]'));
    expect(status.map((s) => s?.textContent)).toEqual(['Paid', 'Days overdue: 3', 'Not yet due']);
    expect(status.map((s) => s?.getAttribute('data-tone'))).toEqual(['success', 'danger', 'muted']);
  });
});
