import type { TPrize } from '@club/contract/lottery';
import { currentLanguage, t } from '../../i18n';
import { couponText } from '../../ui/coupon-text';
import type { Money } from '../../ui/money';

/** A prize in the member's language, from its kind and figures: an amount, a coupon's terms, or "not won". */
export function prizeName(prize: TPrize, money: Money): string {
  if (prize.kind === 'cash') return money(prize.amount ?? 0);
  if (prize.kind === 'coupon' && prize.coupon) return couponText(prize.coupon, money);
  return t('lottery.prize.none');
}

/** A prize's chance, "12.50" percent as the server sends it, in the locale: "12.50%". */
export function formatOdds(odds: string): string {
  const percent = Number(odds);
  if (!Number.isFinite(percent)) return odds;
  return new Intl.NumberFormat(currentLanguage(), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(percent / 100);
}
