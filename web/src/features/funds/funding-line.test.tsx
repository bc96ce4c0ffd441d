import type { TAccountDetailLine } from '@club/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n';
import { byTestId, render } from '../../test/render';
import { moneyOf } from '../../ui/money';
import { FundingLine } from './funding-line';

const money = moneyOf({ currency: 'USD', currencyExponent: 2 });
const rebate: TAccountDetailLine = {
  id: 7,
  type: 'INVESTREWARD',
  typeLabel: 'Einladungsbonus',
  wallet: 'work',
  amount: 2_000,
  balanceAfter: 2_000,
  createdAt: '2026-11-20T12:00:00.000Z',
  reference: 'investment:3',
  memo: null,
  level: 1,
};

let unmount: (() => void) | undefined;
afterEach(async () => {
  unmount?.();
  unmount = undefined;
  await initI18n('en');
});

describe('a funding details line', () => {
  it('names an invitation rebate’s level in the member’s language', async () => {
    await initI18n('de-DE');
    unmount = render(<FundingLine line={rebate} money={money} />).unmount;
    expect(byTestId('funding-line-memo')[0].textContent).toBe('Von einem Eingeladenen der Ebene 1');
  });

  it('shows any other memo as written, and none when there is none', async () => {
    await initI18n('de-DE');
    const credit = { ...rebate, type: 'SYSTEM' as const, memo: 'Willkommensbonus', level: null };
    unmount = render(<FundingLine line={credit} money={money} />).unmount;
    expect(byTestId('funding-line-memo')[0].textContent).toBe('Willkommensbonus');
    unmount();
    unmount = render(<FundingLine line={{ ...credit, memo: null }} money={money} />).unmount;
    expect(byTestId('funding-line-memo')).toHaveLength(0);
  });

  it('names the wallet beside its balance when every wallet is listed, and not when one is', async () => {
    const big = { ...rebate, wallet: 'income' as const, balanceAfter: 1_234_567_890 };
    unmount = render(<FundingLine line={big} money={money} />).unmount;
    expect(byTestId('funding-line-balance')[0].textContent).toBe('Income wallet $12,345,678.90');
    unmount();
    unmount = render(<FundingLine line={big} money={money} oneWallet />).unmount;
    expect(byTestId('funding-line-balance')[0].textContent).toBe('Balance $12,345,678.90');
  });
});
