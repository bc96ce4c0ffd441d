import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { hasSession, useSession } from '../api/session';
import { type Money, moneyOf } from '../ui/money';
import { type Currency, readConfig, writeConfig } from './api/get-config';
import { incomeQuery } from './api/get-income';

/** The platform default (PRODUCT.md §1), for a visitor on a device that never saw a session. */
const DEFAULT_CURRENCY: Currency = { currency: 'USD', currencyExponent: 2 };

/**
 * Amounts in the platform currency and the current language, on pages a visitor may see too (the
 * projects are public). A member's wallet figures carry the currency; it is kept in the stored
 * config for the next visit, when there is no session to ask with.
 */
export function useMoney(): { money: Money; currency: Currency } {
  useSession((s) => s.token);
  const loggedIn = hasSession();
  // The currency does not change while the app runs: no refetch for it on every mount.
  const income = useQuery({ ...incomeQuery, enabled: loggedIn, refetchOnMount: false });
  const data = income.data;
  useEffect(() => {
    if (data) writeConfig({ currency: { currency: data.currency, currencyExponent: data.currencyExponent } });
  }, [data]);
  const currency = data
    ? { currency: data.currency, currencyExponent: data.currencyExponent }
    : (readConfig().currency ?? DEFAULT_CURRENCY);
  return { money: moneyOf(currency), currency };
}
