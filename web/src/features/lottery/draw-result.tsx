import type { TDraw } from '@club/contract/lottery';
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { nav } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { couponText } from '../../ui/coupon-text';
import { formatDate } from '../../ui/format';
import { useLayer } from '../../ui/layers';
import type { Money } from '../../ui/money';
import styles from './lottery.module.css';

function Outcome({ draw, money }: { draw: TDraw; money: Money }) {
  const { t } = useTranslation();
  const { prize } = draw;
  if (prize.kind === 'cash') {
    return (
      <>
        <p className={styles.resultPrize}>{money(prize.amount ?? 0)}</p>
        <p className={styles.resultText}>
          {draw.pending ? t('lottery.result.pending') : t('lottery.result.paid')}
        </p>
      </>
    );
  }
  const coupon = draw.coupon ?? prize.coupon;
  if (prize.kind === 'coupon' && coupon) {
    return (
      <>
        <p className={styles.resultPrize}>{couponText(coupon, money)}</p>
        {draw.coupon && (
          <p className={styles.resultText}>
            {t('lottery.validUntil', { date: formatDate(draw.coupon.expiresAt, currentLanguage()) })}
          </p>
        )}
      </>
    );
  }
  return <p className={styles.resultText}>{t('lottery.result.noneText')}</p>;
}

/** What the draw won, as the server answered it, with the way to the coupons for a coupon prize. */
export function DrawResult({
  draw,
  visible,
  money,
  onClose,
}: {
  draw: TDraw | undefined;
  visible: boolean;
  money: Money;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const kind = draw?.prize.kind;
  const ok = { key: 'ok', text: t('lottery.result.ok'), bold: true };
  useLayer(visible, onClose);
  return (
    <Dialog
      visible={visible}
      title={kind ? t(`lottery.result.title.${kind}`) : undefined}
      content={
        draw && (
          <div
            className={styles.result}
            data-testid="lottery-result"
            data-kind={kind}
            data-pending={draw.pending}
          >
            <Outcome draw={draw} money={money} />
          </div>
        )
      }
      actions={kind === 'coupon' ? [{ key: 'coupons', text: t('lottery.result.viewCoupons') }, ok] : [ok]}
      closeOnAction
      onAction={(action) => {
        if (action.key === 'coupons') nav.navigateTo(paths.lotteryCoupons);
      }}
      onClose={onClose}
    />
  );
}
