import { COUPON_STATES, type TCouponState, type TMemberCoupon } from '@club/contract/lottery';
import { Button, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { useMoney } from '../../shared/use-money';
import { couponText } from '../../ui/coupon-text';
import { EmptyState } from '../../ui/empty-state';
import { formatDate, formatNumber } from '../../ui/format';
import { InfiniteFooter } from '../../ui/infinite-footer';
import type { Money } from '../../ui/money';
import { QueryState } from '../../ui/query-state';
import { Refreshable } from '../../ui/refreshable';
import { useCoupons } from './api/get-coupons';
import styles from './lottery.module.css';

function CouponCard({ coupon, money }: { coupon: TMemberCoupon; money: Money }) {
  const { t } = useTranslation();
  const date = formatDate(coupon.expiresAt, currentLanguage());
  return (
    <li
      className={coupon.state === 'usable' ? styles.coupon : styles.couponSpent}
      data-testid="coupon"
      data-coupon-id={coupon.id}
      data-state={coupon.state}
    >
      <div className={styles.couponBody}>
        <strong className={styles.couponTerms} data-testid="coupon-terms">
          {couponText(coupon, money)}
        </strong>
        <span className={styles.couponMeta} data-testid="coupon-uses">
          {t('lottery.coupons.uses', {
            used: formatNumber(coupon.used),
            limit: formatNumber(coupon.usageLimit),
          })}
        </span>
        <span className={styles.couponMeta}>
          {coupon.state === 'expired'
            ? t('lottery.coupons.expiredOn', { date })
            : t('lottery.validUntil', { date })}
        </span>
        <span className={styles.couponMeta}>{t(`lottery.coupons.source.${coupon.source}`)}</span>
      </div>
      {coupon.state === 'usable' && (
        <Button
          size="small"
          color="primary"
          shape="rounded"
          // Coupons apply in the invest sheet of any project: the way there is the project list.
          onClick={() => nav.switchTab(paths.hot)}
          data-testid="coupon-use"
        >
          {t('lottery.coupons.use')}
        </Button>
      )}
    </li>
  );
}

function CouponList({ state }: { state: TCouponState }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const coupons = useCoupons(state);
  const query = { ...coupons, data: coupons.coupons };
  return (
    <Refreshable onRefresh={coupons.refetch}>
      <div className={styles.page} data-testid="coupon-list" data-state={state}>
        <QueryState query={query}>
          {(list) =>
            list.length === 0 ? (
              <EmptyState description={t(`lottery.coupons.empty.${state}`)} />
            ) : (
              <>
                <ul className={styles.coupons}>
                  {list.map((coupon) => (
                    <CouponCard key={coupon.id} coupon={coupon} money={money} />
                  ))}
                </ul>
                <InfiniteFooter query={coupons} />
              </>
            )
          }
        </QueryState>
      </div>
    </Refreshable>
  );
}

/** Coupons: the member's coupons, usable, used or expired. */
export default function CouponsPage() {
  const { t } = useTranslation();
  const [state, setState] = useState<TCouponState>('usable');
  return (
    <>
      <PageNavBar title={t('pages.coupons')} />
      <div className={styles.tabs}>
        <Tabs activeKey={state} onChange={(key) => setState(key as TCouponState)}>
          {COUPON_STATES.map((s) => (
            <Tabs.Tab
              key={s}
              title={<span data-testid={`coupon-tab-${s}`}>{t(`lottery.coupons.tabs.${s}`)}</span>}
            />
          ))}
        </Tabs>
      </div>
      <CouponList key={state} state={state} />
    </>
  );
}
