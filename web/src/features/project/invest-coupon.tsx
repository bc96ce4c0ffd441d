import type { TInvestCheck } from '@club/contract';
import { List } from 'antd-mobile';
import { CheckOutline, RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { couponText } from '../../ui/coupon-text';
import { ListButton } from '../../ui/list-button';
import type { Money } from '../../ui/money';
import { Popup } from '../../ui/popup';
import styles from './project.module.css';

/** The member's usable coupons, each with what it takes off this amount, and "no coupon". */
function CouponPicker({
  check,
  money,
  visible,
  onPick,
  onClose,
}: {
  check: TInvestCheck;
  money: Money;
  visible: boolean;
  onPick: (couponId: number | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const pick = (id: number | null) => {
    onPick(id);
    onClose();
  };
  const mark = (id: number | null) =>
    id === check.couponId ? <CheckOutline className={styles.couponCheck} /> : null;
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.couponPopup}>
      <h3 className={styles.couponPopupTitle}>{t('invest.coupon')}</h3>
      <List className={styles.couponList}>
        <ListButton
          arrowIcon={false}
          extra={mark(null)}
          onClick={() => pick(null)}
          data-testid="invest-coupon-none"
        >
          {t('invest.noCoupon')}
        </ListButton>
        {check.coupons.map((coupon) => {
          // A coupon whose minimum order this amount does not reach takes nothing off.
          const usable = coupon.discount > 0;
          return (
            <ListButton
              key={coupon.id}
              arrowIcon={false}
              disabled={!usable}
              description={
                usable ? undefined : t('invest.couponBelowMinimum', { min: money(coupon.minOrder) })
              }
              extra={
                <span className={styles.couponExtra}>
                  {usable && (
                    <span className={styles.couponOff}>{money(-coupon.discount, { signed: true })}</span>
                  )}
                  {mark(coupon.id)}
                </span>
              }
              // A disabled item ignores clicks.
              onClick={() => pick(coupon.id)}
              data-testid="invest-coupon-option"
              data-coupon-id={coupon.id}
              data-usable={usable}
            >
              {couponText(coupon, money)}
            </ListButton>
          );
        })}
      </List>
    </Popup>
  );
}

/**
 * The coupon under the amount: the one invest/check applied (its best pick until the member chooses)
 * and the way to change it; with a discount, the principal, the discount and what the member pays.
 */
export function InvestCoupon({
  check,
  money,
  stale,
  onPick,
}: {
  check: TInvestCheck;
  money: Money;
  stale: boolean;
  onPick: (couponId: number | null) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const applied = check.coupons.find((coupon) => coupon.id === check.couponId);
  return (
    <section className={stale ? styles.couponStale : styles.couponBox} data-testid="invest-coupon">
      <button
        type="button"
        className={styles.couponRow}
        onClick={() => setOpen(true)}
        data-testid="invest-coupon-open"
      >
        <span className={styles.couponLabel}>{t('invest.coupon')}</span>
        <span
          className={applied ? styles.couponApplied : styles.couponNone}
          data-testid="invest-coupon-applied"
        >
          {applied
            ? couponText(applied, money)
            : check.coupons.length > 0
              ? t('invest.noCoupon')
              : t('invest.noCoupons')}
        </span>
        <RightOutline className={styles.couponChevron} aria-hidden="true" />
      </button>
      {check.discount > 0 && (
        <dl className={styles.hints} data-testid="invest-pay-summary">
          <div>
            <dt>{t('invest.principal')}</dt>
            <dd data-testid="invest-principal">{money(check.totalPrincipal)}</dd>
          </div>
          <div>
            <dt>{t('invest.couponDiscount')}</dt>
            <dd className={styles.couponOff} data-testid="invest-discount">
              {money(-check.discount, { signed: true })}
            </dd>
          </div>
          <div>
            <dt>{t('invest.youPay')}</dt>
            <dd className={styles.youPay} data-testid="invest-pay">
              {money(check.pay)}
            </dd>
          </div>
        </dl>
      )}
      <CouponPicker
        check={check}
        money={money}
        visible={open}
        onPick={onPick}
        onClose={() => setOpen(false)}
      />
    </section>
  );
}
