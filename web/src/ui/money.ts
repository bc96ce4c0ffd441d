import { formatMoney } from '@club/contract/lib/money-format';
import { currentLanguage } from '../i18n';

/** Minor units → text in the platform currency and the current language. */
export type Money = (minor: number, opts?: { signed?: boolean }) => string;

/** The currency comes with the wallet figures (GET income): currency and its minor-unit exponent. */
export function moneyOf(currency: { currency: string; currencyExponent: number }): Money {
  const locale = currentLanguage();
  return (minor, opts) => formatMoney(minor, currency.currencyExponent, currency.currency, locale, opts);
}
