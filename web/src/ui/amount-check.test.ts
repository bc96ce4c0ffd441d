import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import { checkAmount } from './amount-check';
import { moneyOf } from './money';

beforeAll(async () => {
  await initI18n('en');
});

const check = (text: string, field: 'rechargeAmount' | 'withdrawalAmount' = 'rechargeAmount') =>
  checkAmount(text, {
    field,
    exponent: 2,
    min: 1_000,
    max: 5_000_000,
    money: moneyOf({ currency: 'USD', currencyExponent: 2 }),
  });

describe('checkAmount (spec §5)', () => {
  it('refuses an empty amount with "please enter {x}"', () => {
    expect(check('')).toEqual({ ok: false, message: 'Please enter recharge amount' });
    expect(check(' ', 'withdrawalAmount')).toEqual({ ok: false, message: 'Please enter withdrawal amount' });
  });

  it('says what else is wrong', () => {
    expect(check('1.2.3')).toEqual({ ok: false, message: 'recharge amount format error' });
    expect(check('1.234')).toEqual({ ok: false, message: 'recharge amount format error' });
    expect(check('0')).toEqual({ ok: false, message: 'The recharge amount must be more than zero' });
  });

  it('keeps the channel range, with the amounts in the currency', () => {
    const range = 'The amount must be between $10.00 and $50,000.00';
    expect(check('9.99')).toEqual({ ok: false, message: range });
    expect(check('50000.01')).toEqual({ ok: false, message: range });
    expect(check('99999999999')).toEqual({ ok: false, message: range });
  });

  it('gives minor units for a good amount', () => {
    expect(check('10')).toEqual({ ok: true, minor: 1_000 });
    expect(check('123.45')).toEqual({ ok: true, minor: 12_345 });
  });
});
