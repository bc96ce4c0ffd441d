import type { TVipStatus } from '@club/contract';
import dayjs from 'dayjs';

/** "+1 2025550100"; the root member (the club itself) has no phone. */
export function phoneOf(m: { areaCode: string | null; phone: string | null }): string {
  if (!m.phone) return '–';
  return m.areaCode ? `+${m.areaCode} ${m.phone}` : m.phone;
}

export const VIP_COLOR: Record<TVipStatus, string> = {
  none: 'default',
  active: 'gold',
  expired: 'red',
  cancelled: 'default',
};

/** A phone number reads left to right in every language, Arabic included. */
export function Phone(props: { of: { areaCode: string | null; phone: string | null } }) {
  return <bdi dir="ltr">{phoneOf(props.of)}</bdi>;
}

/** "2027-08-14": an expiry read at a glance in a list, in the operator's time zone. */
export function formatDay(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD') : '–';
}
