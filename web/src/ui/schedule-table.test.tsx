import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../i18n';
import { byTestId, render } from '../test/render';
import { ScheduleTable } from './schedule-table';

const usd = { currency: 'USD', currencyExponent: 2 };
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
const cells = (row: HTMLElement) => Array.from(row.querySelectorAll('td'), (td) => td.textContent);
const headers = (table: HTMLElement) =>
  Array.from(table.querySelectorAll('thead th'), (th) => th.textContent);
afterEach(() => cleanup?.());

describe('schedule table', () => {
  it('shows each day with its due date, principal and interest, exactly, the currency once in each header', () => {
    const view = render(<ScheduleTable items={items} currency={usd} rowTestId="schedule-item" />);
    cleanup = view.unmount;
    const rows = byTestId('schedule-item');
    expect(rows).toHaveLength(3);
    expect(cells(rows[0])).toEqual(['1', 'Jan 2, 2026', '333.33', '1.00']);
    expect(cells(rows[2])).toEqual(['3', 'Jan 4, 2026', '333.34', '0.33']);
    expect(headers(view.container)).toEqual(['Day', 'Due date', 'Principal$', 'Interest$']);
  });

  it('keeps eight-figure amounts to their figures in every language, Arabic among them', async () => {
    // 12,345,678.90: with "US$ " on each, the two amount columns ran past a 390-pixel phone in Arabic.
    const big = [{ ...items[0], principal: 1_234_567_890, interest: 1_234_567_890 }];
    try {
      for (const [code, figure, amountHeaders] of [
        ['ar-EG', '١٢٬٣٤٥٬٦٧٨٫٩٠', ['الأصلUS$', 'الفائدةUS$']],
        ['de-DE', '12.345.678,90', ['Kapital$', 'Zinsen$']],
        ['en', '12,345,678.90', ['Principal$', 'Interest$']],
      ] as const) {
        await changeLanguage(code);
        const view = render(
          <ScheduleTable items={big} currency={usd} rowTestId="schedule-item" withStatus />,
        );
        cleanup = view.unmount;
        const [, , principal, interest] = cells(byTestId('schedule-item')[0]);
        expect([principal, interest]).toEqual([figure, figure]);
        expect(headers(view.container).slice(2)).toEqual(amountHeaders);
        view.unmount();
        cleanup = undefined;
      }
    } finally {
      await changeLanguage('en');
    }
  });

  it('marks a day without principal with a dash', () => {
    const view = render(
      <ScheduleTable items={[{ ...items[0], principal: 0 }]} currency={usd} rowTestId="schedule-item" />,
    );
    cleanup = view.unmount;
    expect(byTestId('schedule-item')[0].querySelectorAll('td')[2].textContent).toBe('—');
  });

  it('adds the dividend record status under the due date when asked: paid, overdue and for how long, or not yet due', () => {
    const overdue = [items[0], { ...items[1], overdueDays: 3 }, { ...items[2], overdueDays: null }];
    const view = render(
      <ScheduleTable items={overdue} currency={usd} rowTestId="schedule-item" withStatus />,
    );
    cleanup = view.unmount;
    const rows = byTestId('schedule-item');
    expect(rows.map((r) => r.dataset.paid)).toEqual(['true', 'false', 'false']);
    expect(rows.map((r) => r.dataset.overdue)).toEqual([undefined, '3', undefined]);
    // Four columns, so that a phone shows them all: the status is the due date's second line.
    expect(cells(rows[1])).toEqual(['2', 'Jan 3, 2026Days overdue: 3', '333.33', '0.67']);
    expect(headers(view.container)).toEqual(['Day', 'Due dateStatus', 'Principal$', 'Interest$']);
    const status = rows.map((r) => r.querySelector('td:nth-child(2) [data-tone]'));
    expect(status.map((s) => s?.textContent)).toEqual(['Paid', 'Days overdue: 3', 'Not yet due']);
    expect(status.map((s) => s?.getAttribute('data-tone'))).toEqual(['success', 'danger', 'muted']);
  });
});
