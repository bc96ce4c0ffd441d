import type { TInvestCheck } from '@club/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { bindNavigator } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { couponFixture } from '../../test/coupons';
import { projectFixture } from '../../test/projects';
import { byTestId, click, render, stubApi, type, waitFor } from '../../test/render';
import { moneyOf } from '../../ui/money';
import { InvestSheet } from './invest-sheet';

const currency = { currency: 'USD', currencyExponent: 2 };
const money = moneyOf(currency);

const project = projectFixture();

/** LINEAR over 3 days at 0.1 % a day, as the server computes it for `amount`. */
function checkFor(amount: number, extra: Partial<TInvestCheck> = {}): TInvestCheck {
  const part = Math.floor(amount / 3);
  const principals = [part, part, amount - 2 * part];
  let left = amount;
  const schedule = principals.map((principal, i) => {
    const interest = Math.round(left * 0.001);
    left -= principal;
    return {
      day: i + 1,
      dueAt: `2026-01-0${i + 2}T10:00:00.000Z`,
      principal,
      interest,
      type: 'INTEREST' as const,
    };
  });
  return {
    schedule,
    totalPrincipal: amount,
    totalInterest: schedule.reduce((sum, item) => sum + item.interest, 0),
    dailyRate: '0.001',
    annualRate: '0.365',
    riskWarning: 'Returns are projected, not guaranteed.\n\nFestival sales may fall short.',
    riskAcceptanceRequired: false,
    spendable: 500_000,
    remaining: 10_000_000,
    coupons: [],
    couponId: null,
    discount: 0,
    pay: amount,
    blockers: [],
    ...extra,
  };
}

/** The member's coupons: 10 % off up to $50.00, and $20.00 off from $10,000.00. */
const coupons = [
  couponFixture(5),
  couponFixture(6, { kind: 'fixed', percent: null, amount: 2_000, maxDiscount: null, minOrder: 1_000_000 }),
];

/** invest/check as the server answers it with coupons: the best one when none is named, or the one named. */
function checkWithCoupons({ amount, couponId }: { amount: number; couponId?: number | null }): TInvestCheck {
  const offered = coupons.map((coupon) => ({
    ...coupon,
    discount:
      amount < coupon.minOrder
        ? 0
        : coupon.kind === 'percent'
          ? Math.min((amount * (coupon.percent ?? 0)) / 100, coupon.maxDiscount ?? amount)
          : (coupon.amount ?? 0),
  }));
  const applied = couponId === undefined ? 5 : couponId;
  const discount = offered.find((coupon) => coupon.id === applied)?.discount ?? 0;
  return checkFor(amount, { coupons: offered, couponId: applied, discount, pay: amount - discount });
}

const navigate = vi.fn();
const onClose = vi.fn();
let unmount: (() => void) | undefined;

function open() {
  const view = render(
    <InvestSheet project={project} visible money={money} currency={currency} onClose={onClose} />,
  );
  unmount = view.unmount;
}

const submit = () => byTestId('invest-submit')[0] as HTMLButtonElement;
const amountInput = () => document.querySelector<HTMLInputElement>('input[data-testid="invest-amount"]');

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  navigate.mockReset();
  onClose.mockReset();
  bindNavigator(navigate, { pathname: paths.projectDetail, search: '?id=7' });
});

afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

describe('invest sheet', () => {
  it('turns each blocker into a prompt, with the way to fix it where there is one', async () => {
    stubApi({
      '/app/finance/invest/check': (body) =>
        checkFor((body as { amount: number }).amount, {
          blockers: [
            { name: 'MEMBERSHIP_REQUIRED', code: 2101, message: 'Please activate your membership first' },
            {
              name: 'CARD_NOT_VERIFIED',
              code: 2201,
              message: 'Please verify your bank card before investing',
            },
            { name: 'PAY_PASSWORD_NOT_SET', code: 1502, message: 'No payment password set' },
            { name: 'INVEST_NOT_MULTIPLE', code: 2204, message: 'Invest in multiples of $100.00' },
            { name: 'INSUFFICIENT_BALANCE', code: 1801, message: 'Insufficient balance' },
          ],
        }),
    });
    open();
    const blockers = await waitFor(
      () => byTestId('invest-blocker').length === 5 && byTestId('invest-blocker'),
    );
    expect(blockers.map((b) => b.dataset.name)).toEqual([
      'MEMBERSHIP_REQUIRED',
      'CARD_NOT_VERIFIED',
      'PAY_PASSWORD_NOT_SET',
      'INVEST_NOT_MULTIPLE',
      'INSUFFICIENT_BALANCE',
    ]);
    expect(blockers[1].textContent).toContain('Please verify your bank card before investing');
    // The amount rule is fixed here, in the field: a message and no action.
    expect(blockers[3].querySelector('button')).toBeNull();
    expect(byTestId('invest-blocker-activate')[0].textContent).toBe('Activate');
    expect(byTestId('invest-blocker-setPayPassword')[0].textContent).toBe('Set up');
    expect(submit().disabled).toBe(true);

    click(byTestId('invest-blocker-verifyCard')[0]);
    expect(onClose).toHaveBeenCalled();
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(paths.bankCardVerification, { replace: false }),
    );
    click(byTestId('invest-blocker-recharge')[0]);
    expect(navigate).toHaveBeenLastCalledWith(paths.recharge, { replace: false });
    click(byTestId('invest-blocker-setPayPassword')[0]);
    expect(navigate).toHaveBeenLastCalledWith(paths.payPassword, { replace: false });
  });

  it('shows the exact projected schedule for the amount typed', async () => {
    const api = stubApi({
      '/app/finance/invest/check': (body) => checkFor((body as { amount: number }).amount),
    });
    open();
    // The minimum is filled in to start with.
    await waitFor(() => byTestId('schedule-item').length === 3);
    expect(amountInput()?.value).toBe('100');
    type(amountInput() as HTMLInputElement, '1000');
    await waitFor(() => byTestId('invest-total-principal')[0]?.textContent === '$1,000.00');
    const sent = api.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).amount);
    expect(sent).toEqual([10_000, 100_000]);
    const rows = byTestId('schedule-item');
    expect(rows.map((r) => Array.from(r.querySelectorAll('td'), (td) => td.textContent))).toEqual([
      ['1', 'Jan 2, 2026', '333.33', '1.00'],
      ['2', 'Jan 3, 2026', '333.33', '0.67'],
      ['3', 'Jan 4, 2026', '333.34', '0.33'],
    ]);
    expect(byTestId('invest-total-interest')[0].textContent).toBe('$2.00');
    expect(byTestId('invest-daily-rate')[0].textContent).toBe('0.10%');
    expect(byTestId('invest-annual-rate')[0].textContent).toBe('36.50%');
    expect(byTestId('invest-spendable')[0].textContent).toBe('$5,000.00');
    expect(submit().textContent).toContain('Invest $1,000.00');
  });

  it('says what is wrong with an amount that cannot be one, and asks nothing', async () => {
    const api = stubApi({
      '/app/finance/invest/check': (body) => checkFor((body as { amount: number }).amount),
    });
    open();
    await waitFor(() => byTestId('schedule-item').length === 3);
    type(amountInput() as HTMLInputElement, '.');
    await waitFor(() => document.querySelector('[role="alert"]'));
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('investment amount format error');
    expect(submit().disabled).toBe(true);
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('needs the risk warning ticked on the first investment before the pay password', async () => {
    stubApi({
      '/app/finance/invest/check': (body) =>
        checkFor((body as { amount: number }).amount, { riskAcceptanceRequired: true }),
    });
    open();
    await waitFor(() => byTestId('invest-risk-accept')[0]);
    expect(byTestId('invest-risk')[0].textContent).toContain('Festival sales may fall short.');
    expect(submit().disabled).toBe(true);
    click(byTestId('invest-submit')[0]);
    expect(byTestId('invest-pay-password')).toHaveLength(0);

    click(byTestId('invest-risk-accept')[0].querySelector('input') as HTMLInputElement);
    await waitFor(() => !submit().disabled);
    click(submit());
    await waitFor(() => byTestId('invest-pay-password')[0]);
    expect(byTestId('invest-confirm-amount')[0].textContent).toBe('$100.00');
  });

  it('goes straight on when the warning was acknowledged before', async () => {
    stubApi({ '/app/finance/invest/check': (body) => checkFor((body as { amount: number }).amount) });
    open();
    await waitFor(() => byTestId('schedule-item').length === 3);
    expect(byTestId('invest-risk')).toHaveLength(1);
    expect(byTestId('invest-risk-accept')).toHaveLength(0);
    await waitFor(() => !submit().disabled);
  });

  it('applies the coupon invest/check preselects, and shows the principal, the discount and what is paid', async () => {
    const api = stubApi({
      '/app/finance/invest/check': (body) => checkWithCoupons(body as { amount: number }),
    });
    open();
    await waitFor(() => byTestId('invest-coupon-applied')[0]?.textContent === '10% off (max $50.00)');
    // Nothing named: the server picks the best coupon.
    expect('couponId' in JSON.parse(String(api.mock.calls[0][1]?.body))).toBe(false);
    expect(byTestId('invest-principal')[0].textContent).toBe('$100.00');
    expect(byTestId('invest-discount')[0].textContent).toBe('-$10.00');
    expect(byTestId('invest-pay')[0].textContent).toBe('$90.00');

    click(byTestId('invest-coupon-open')[0]);
    const options = await waitFor(
      () => byTestId('invest-coupon-option').length === 2 && byTestId('invest-coupon-option'),
    );
    expect(options.map((o) => o.dataset.usable)).toEqual(['true', 'false']);
    // The minimum order this amount does not reach.
    expect(options[1].textContent).toContain('For investments of $10,000.00 or more');
    expect(options[1].className).toContain('disabled');
  });

  it('sends the coupon the member picks, null for none, on the checks and on the investment', async () => {
    const api = stubApi({
      '/app/finance/invest/check': (body) => checkWithCoupons(body as { amount: number }),
      '/app/finance/invest/invest': () => ({ id: 41 }),
    });
    open();
    await waitFor(() => byTestId('invest-coupon-applied')[0]?.textContent === '10% off (max $50.00)');
    click(byTestId('invest-coupon-open')[0]);
    click(await waitFor(() => byTestId('invest-coupon-none')[0]));
    await waitFor(() => byTestId('invest-coupon-applied')[0]?.textContent === 'No coupon');
    expect(byTestId('invest-pay-summary')).toHaveLength(0);
    const checks = api.mock.calls
      .filter(([url]) => String(url).endsWith('/invest/check'))
      .map(([, init]) => JSON.parse(String(init?.body)));
    expect(checks.at(-1)).toEqual({ projectId: 7, amount: 10_000, couponId: null });

    // A later amount keeps the member's choice.
    type(amountInput() as HTMLInputElement, '200');
    await waitFor(() => byTestId('invest-total-principal')[0]?.textContent === '$200.00');
    const last = api.mock.calls.filter(([url]) => String(url).endsWith('/invest/check')).at(-1);
    expect(JSON.parse(String(last?.[1]?.body))).toEqual({ projectId: 7, amount: 20_000, couponId: null });

    await waitFor(() => !submit().disabled);
    click(submit());
    await waitFor(() => byTestId('invest-pay-password')[0]);
    // The focused passcode scrolls itself into view, which jsdom, laying nothing out, lacks.
    HTMLElement.prototype.scrollIntoView ??= () => {};
    click(byTestId('invest-pay-password')[0]);
    for (const digit of '123456') {
      click(await waitFor(() => document.querySelector(`.adm-number-keyboard-key[title="${digit}"]`)));
    }
    await waitFor(() => api.mock.calls.some(([url]) => String(url).endsWith('/invest/invest')));
    const invest = api.mock.calls.find(([url]) => String(url).endsWith('/invest/invest'));
    expect(JSON.parse(String(invest?.[1]?.body))).toEqual({
      projectId: 7,
      amount: 20_000,
      couponId: null,
      payPassword: '123456',
      acceptRisk: false,
    });
  });

  it('shows a coupon refused by invest/check like the other blockers', async () => {
    stubApi({
      '/app/finance/invest/check': (body) => ({
        ...checkWithCoupons(body as { amount: number }),
        blockers: [{ name: 'COUPON_NOT_USABLE', code: 2604, message: 'This coupon cannot be used' }],
      }),
    });
    open();
    const blocker = await waitFor(() => byTestId('invest-blocker')[0]);
    expect(blocker.dataset.name).toBe('COUPON_NOT_USABLE');
    expect(blocker.textContent).toContain('This coupon cannot be used');
    expect(submit().disabled).toBe(true);
  });
});
