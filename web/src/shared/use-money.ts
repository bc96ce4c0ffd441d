import { type Money, moneyOf } from '../ui/money';
import { type Currency, useConfig } from './api/get-config';

/** The platform default (PRODUCT.md §1), until the first site config has been seen on this device. */
const DEFAULT_CURRENCY: Currency = { currency: 'USD', currencyExponent: 2 };

/** Amounts in the platform currency (from the public site config) and the current language. */
export function useMoney(): { money: Money; currency: Currency } {
  const currency = useConfig().currency ?? DEFAULT_CURRENCY;
  return { money: moneyOf(currency), currency };
}
