import type { TCouponTerms, TPrize } from '@club/contract';
import { useTranslation } from 'react-i18next';
import { useCurrency } from '../../ui/format';

/** Prizes carry no free text: the back office names each from its kind and figures, as members see it. */
export function useLotteryText() {
  const { t } = useTranslation();
  const { money } = useCurrency();
  const terms = (c: Pick<TCouponTerms, 'kind' | 'percent' | 'amount'>) =>
    c.kind === 'percent'
      ? t('lottery.percentOff', { percent: c.percent ?? 0 })
      : t('lottery.amountOff', { amount: money(c.amount ?? 0) });
  const prize = (p: TPrize) =>
    p.kind === 'cash'
      ? money(p.amount ?? 0)
      : p.kind === 'coupon'
        ? p.coupon
          ? terms(p.coupon)
          : t('lottery.kinds.coupon')
        : t('lottery.notWon');
  return { terms, prize };
}
