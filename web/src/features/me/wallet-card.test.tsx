import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { incomeOf } from '../../test/income';
import { byTestId, click, render, stubApi, waitFor } from '../../test/render';
import { WalletCard } from './wallet-card';

const income = incomeOf({ recharge: 10_000, available: 10_000, totalAssets: 10_000 });

/** antd-mobile-icons that draw a ¥: wrong beside the figures of a club in any other currency. */
const YEN_ICONS = /^(BillOutline|ReceiptOutline|PayCircleOutline|ReceivePaymentOutline|HandPayCircleOutline)/;

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

describe('the wallet links on the Me page', () => {
  it('use currency-neutral icons, none with a ¥', async () => {
    stubApi({ '/app/user/info/income': () => income });
    unmount = render(<WalletCard />).unmount;
    await waitFor(() => byTestId('me-funding-details')[0]);
    const links = ['me-funding-details', 'me-recharge-details', 'me-withdraw-details', 'me-bank'];
    for (const id of links) {
      const icon = byTestId(id)[0].querySelector('svg g')?.getAttribute('id') ?? '';
      expect(icon).not.toBe('');
      expect(icon).not.toMatch(YEN_ICONS);
    }
  });
});

describe('the wallet figures on the Me page', () => {
  it('put the available (withdrawable) balance first, and tell what each figure is when tapped', async () => {
    stubApi({ '/app/user/info/income': () => ({ ...income, internal: 500, totalAssets: 10_500 }) });
    unmount = render(<WalletCard />).unmount;
    await waitFor(() => byTestId('wallet-available')[0]);
    const figures = Array.from(document.querySelectorAll('[data-testid^="wallet-info-"]'), (el) =>
      el.getAttribute('data-testid'),
    );
    expect(figures).toEqual([
      'wallet-info-available',
      'wallet-info-recharge',
      'wallet-info-work',
      'wallet-info-income',
      'wallet-info-internal',
      'wallet-info-frozen',
      'wallet-info-totalAssets',
    ]);
    expect(byTestId('wallet-available')[0].textContent).toBe('$100.00');
    click(byTestId('wallet-info-internal')[0]);
    const definition = await waitFor(() => byTestId('wallet-definition')[0]);
    expect(definition.textContent).toBe(
      '$5.00Promotional credit from the club. You can only invest it; it cannot be withdrawn.',
    );
  });
});
