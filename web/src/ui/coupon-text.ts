import type { TCouponTerms } from '@club/contract/lottery';
import { currentLanguage, t } from '../i18n';
import type { Money } from './money';

export type CouponTermsText = Pick<TCouponTerms, 'kind' | 'percent' | 'amount' | 'minOrder' | 'maxDiscount'>;

/** A whole percent in the locale: "10%", "10 %", "١٠٪". */
function percentText(percent: number): string {
  return new Intl.NumberFormat(currentLanguage(), { style: 'percent' }).format(percent / 100);
}

/**
 * What a coupon takes off, in the member's language: "10% off (max $50.00)", "$20.00 off", with the
 * minimum order when there is one. Coupons carry no text of their own, so the lottery and the invest
 * sheet both name them here.
 */
export function couponText(terms: CouponTermsText, money: Money): string {
  const off =
    terms.kind === 'percent'
      ? terms.maxDiscount === null
        ? t('coupon.percentOff', { percent: percentText(terms.percent ?? 0) })
        : t('coupon.percentOffMax', {
            percent: percentText(terms.percent ?? 0),
            max: money(terms.maxDiscount),
          })
      : t('coupon.amountOff', { amount: money(terms.amount ?? 0) });
  return terms.minOrder > 0 ? t('coupon.withMinOrder', { terms: off, min: money(terms.minOrder) }) : off;
}
