import type { TVipStatus } from '@club/contract';
import dayjs from 'dayjs';

export const VIP_COLOR: Record<TVipStatus, string> = {
  none: 'default',
  active: 'gold',
  expired: 'red',
  cancelled: 'default',
};

/** "2027-08-14": an expiry read at a glance in a list, in the operator's time zone. */
export function formatDay(iso: string | null | undefined): string {
  return iso ? dayjs(iso).format('YYYY-MM-DD') : '–';
}
