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
