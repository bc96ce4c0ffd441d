import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { incomeOf } from '../../test/income';
import { byTestId, click, render, stubApi, type, waitFor } from '../../test/render';
import type { RechargeChannel } from './api/get-recharge-channels';
import RechargePage from './recharge-page';

const income = incomeOf();
const channel = (id: number, code: string, kind: RechargeChannel['kind'], rate: string): RechargeChannel => ({
  id,
  code,
  kind,
  name: code,
  minAmount: 1_000,
  maxAmount: 5_000_000,
  rate,
});

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  unmount?.();
  vi.unstubAllGlobals();
});

describe('recharge', () => {
  it('shows a USDT channel’s rate, and what the typed amount comes to in USDT', async () => {
    stubApi({
      '/app/recharge/recharge/channels': () => [
        channel(1, 'bank', 'bank', '1'),
        channel(2, 'usdt', 'usdt', '1.0025'),
      ],
      '/app/user/info/income': () => income,
    });
    unmount = render(<RechargePage />).unmount;
    const usdt = await waitFor(() => byTestId('recharge-channel-usdt')[0]);
    // A bank transfer is in the club's currency: no rate.
    expect(byTestId('recharge-usdt-quote')).toHaveLength(0);
    click(usdt);
    const quote = await waitFor(() => byTestId('recharge-usdt-quote')[0]);
    expect(quote.textContent).toBe('Rate: 1 USD = 1.0025 USDT');
    const field = () => {
      const el = byTestId('recharge-amount')[0];
      return (el.querySelector('input') ?? el) as HTMLInputElement;
    };
    type(field(), '100');
    await waitFor(() => quote.textContent?.startsWith('≈'));
    expect(quote.textContent).toBe(
      '≈ 100.25 USDT at 1 USD = 1.0025 USDT. The exact amount to send is on the next screen.',
    );
    type(field(), '10.01');
    await waitFor(() => quote.textContent?.includes('10.035025'));
  });
  it('says under the field, as the member types, when the amount is outside the channel’s range; an empty one when they go on', async () => {
    const submitted = vi.fn();
    stubApi({
      '/app/recharge/recharge/channels': () => [channel(1, 'bank', 'bank', '1')],
      '/app/user/info/income': () => income,
      '/app/recharge/recharge/submit': submitted,
    });
    unmount = render(<RechargePage />).unmount;
    const field = await waitFor(() => {
      const el = byTestId('recharge-amount')[0];
      return el && ((el.querySelector('input') ?? el) as HTMLInputElement);
    });
    expect(byTestId('recharge-limits')[0].textContent).toBe('Min $10.00 · Max $50,000.00');

    type(field, '5');
    const problem = await waitFor(() => byTestId('recharge-amount-problem')[0]);
    expect(problem.textContent).toBe('The amount must be between $10.00 and $50,000.00');
    type(field, '60000');
    await waitFor(() => byTestId('recharge-amount-problem')[0]?.textContent?.includes('$50,000.00'));
    type(field, '50');
    await waitFor(() => byTestId('recharge-amount-problem').length === 0);
    expect(byTestId('recharge-limits')).toHaveLength(1);

    type(field, '');
    expect(byTestId('recharge-amount-problem')).toHaveLength(0);
    click(byTestId('recharge-submit')[0]);
    const empty = await waitFor(() => byTestId('recharge-amount-problem')[0]);
    expect(empty.textContent).toBe('Please enter recharge amount');
    expect(document.activeElement).toBe(field);
    expect(submitted).not.toHaveBeenCalled();
  });
});
