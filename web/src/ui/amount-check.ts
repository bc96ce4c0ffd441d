import { parseAmount } from '@club/contract/lib/amount-text';
import { t } from '../i18n';
import type { Money } from './money';

type AmountField = 'rechargeAmount' | 'withdrawalAmount' | 'investmentAmount';

export type AmountCheck = { ok: true; minor: number } | { ok: false; message: string };

/**
 * The amount rules of spec §5 with their messages: not empty, a number in the currency's decimals,
 * more than zero, inside the channel's range.
 */
export function checkAmount(
  text: string,
  opts: { field: AmountField; exponent: number; min: number; max: number; money: Money },
): AmountCheck {
  const x = t(`fields.${opts.field}`);
  const parsed = parseAmount(text, opts.exponent);
  if (!parsed.ok) {
    if (parsed.reason === 'empty') return { ok: false, message: t('validation.pleaseEnter', { x }) };
    if (parsed.reason === 'zero') return { ok: false, message: t('validation.amountPositive', { x }) };
    if (parsed.reason !== 'tooLarge') return { ok: false, message: t('validation.formatError', { x }) };
  }
  if (!parsed.ok || parsed.minor < opts.min || parsed.minor > opts.max) {
    return {
      ok: false,
      message: t('validation.amountRange', { min: opts.money(opts.min), max: opts.money(opts.max) }),
    };
  }
  return parsed;
}
