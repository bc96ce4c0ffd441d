import type { TSiteConfig } from '@club/contract';
import { minorToInput } from '@club/contract/amount-text';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { get } from '../api/client';

/** "2026-11-24 03:13": operators read times in full, to the minute, in their own time zone. */
export function formatTime(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD HH:mm') : '–';
}

/** 1234567 at exponent 2 → "12,345.67": string work only, never through a float. */
export function formatMinor(minor: number, exponent: number): string {
  const text = minorToInput(Math.abs(minor), exponent);
  const [whole, fraction = ''] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = minor < 0 ? '-' : '';
  return exponent > 0 ? `${sign}${grouped}.${fraction.padEnd(exponent, '0')}` : `${sign}${grouped}`;
}

/** The platform currency and its exponent, from the public site config. */
export function useCurrency() {
  const { data } = useQuery({
    queryKey: ['site-config'],
    queryFn: () => get<TSiteConfig>('app/comm/comm/config'),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const exponent = data?.currencyExponent ?? 2;
  const currency = data?.currency ?? '';
  return {
    currency,
    exponent,
    /** An amount in minor units as "12,345.67 USD". */
    money: (minor: number) => `${formatMinor(minor, exponent)} ${currency}`.trim(),
  };
}

/** A rate as the API writes it: a decimal with at most 6 places ("0.015" is 1.5 %). */
export const RATE_PATTERN = /^\d+(\.\d{1,6})?$/;

/** A rate as a percentage, by moving the decimal point in the text: "0.015" → "1.5". */
export function ratePercent(rate: string): string | undefined {
  if (!RATE_PATTERN.test(rate.trim())) return undefined;
  const [whole, fraction = ''] = rate.trim().split('.');
  const padded = fraction.padEnd(2, '0');
  const intPart = `${whole}${padded.slice(0, 2)}`.replace(/^0+(?=\d)/, '');
  const rest = padded.slice(2).replace(/0+$/, '');
  return rest ? `${intPart}.${rest}` : intPart;
}

/** An amount in a table cell: formatted in the platform currency, kept on one line. */
export function Amount({ minor }: { minor: number }) {
  const { money } = useCurrency();
  return <span style={{ whiteSpace: 'nowrap' }}>{money(minor)}</span>;
}
