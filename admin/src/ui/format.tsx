import { formatMinor, ratePercent } from '@club/contract/lib/money-math';
import dayjs from 'dayjs';
import { useSiteConfig } from '../api/get-site-config';

/** "2026-11-24 03:13": operators read times in full, to the minute, in their own time zone. */
export function formatTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '–';
}

/**
 * 1234567 minor units at exponent 2 in `USD` → "12,345.67 USD": the shared exact text of the amount
 * (`formatMinor`, never through a float), its whole part grouped by thousands for reading.
 */
export function formatMoney(minor: number, exponent: number, currency: string): string {
  const [whole = '', fraction] = formatMinor(minor, exponent).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${fraction === undefined ? grouped : `${grouped}.${fraction}`} ${currency}`.trim();
}

/** A rate as the API writes it, as a percentage: "0.079935" → "7.9935 %" (the text, as sent, when it is no rate). */
export function formatRate(rate: string): string {
  return `${ratePercent(rate) ?? rate} %`;
}

/** The platform currency and its exponent, from the public site config. */
export function useCurrency() {
  const { data } = useSiteConfig();
  const exponent = data?.currencyExponent ?? 2;
  const currency = data?.currency ?? '';
  return {
    currency,
    exponent,
    /** An amount in minor units as "12,345.67 USD". */
    money: (minor: number) => formatMoney(minor, exponent, currency),
  };
}

/** An amount in a table cell: formatted in the platform currency, kept on one line. */
export function Amount({ minor }: { minor: number }) {
  const { money } = useCurrency();
  return <span style={{ whiteSpace: 'nowrap' }}>{money(minor)}</span>;
}
