import { currencyLabel, formatMoney } from '@club/contract/lib/money-format';
import { currentLanguage } from '../i18n';

/** Minor units → text in the platform currency and the current language. */
export type Money = (minor: number, opts?: { signed?: boolean }) => string;

/** The currency comes with the wallet figures (GET income): currency and its minor-unit exponent. */
export function moneyOf(currency: { currency: string; currencyExponent: number }): Money {
  const locale = currentLanguage();
  return (minor, opts) => formatMoney(minor, currency.currencyExponent, currency.currency, locale, opts);
}

/**
 * A column of amounts: each figure without the currency, and the currency once, for its header.
 * Eight-figure amounts with "US$" on each run a phone's table off the screen in Arabic.
 */
export type Figures = { figure: (minor: number) => string; unit: string };

export function figuresOf(currency: { currency: string; currencyExponent: number }): Figures {
  const locale = currentLanguage();
  return {
    figure: (minor) =>
      formatMoney(minor, currency.currencyExponent, currency.currency, locale, { bare: true }),
    unit: currencyLabel(currency.currency, locale),
  };
}
