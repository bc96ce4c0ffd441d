import type { TIncome, TMemberLevel } from '@club/contract';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n';
import { CrownIcon } from '../../../ui/crown-icon';
import type { Money } from '../../../ui/money';
import styles from '../member.module.css';
import { priceOf } from '../membership';

/** What the level costs now (deposit and fee, or the fee of a renewal), and the button that pays. */
export function PriceCard({
  level,
  pay,
  income,
  money,
  onPay,
}: {
  level: TMemberLevel;
  pay: 'activate' | 'renew' | null;
  income: TIncome;
  money: Money;
  onPay: () => void;
}) {
  const { t } = useTranslation();
  // An active membership outside the renewal window pays nothing now: its next payment is a renewal.
  const next = pay ?? 'renew';
  return (
    <section className={styles.panel} aria-labelledby="member-price-title">
      <h2 className={styles.panelTitle} id="member-price-title">
        {t('member.price.title', { name: level.name })}
      </h2>
      <dl className={styles.rows}>
        <div>
          <dt>{t('member.price.deposit')}</dt>
          <dd data-testid="member-price-deposit">{money(level.deposit)}</dd>
        </div>
        <div>
          <dt>{t('member.price.fee')}</dt>
          <dd>{money(level.fee)}</dd>
        </div>
        <div>
          <dt>{t('member.price.duration')}</dt>
          <dd>
            {t('member.price.days', {
              days: new Intl.NumberFormat(currentLanguage()).format(level.durationDays),
            })}
          </dd>
        </div>
        <div className={styles.total}>
          <dt>{next === 'renew' ? t('member.price.renewTotal') : t('member.price.total')}</dt>
          <dd data-testid="member-price-total">{money(priceOf(level, next))}</dd>
        </div>
      </dl>
      {next === 'renew' && <p className={styles.note}>{t('member.price.renewNote')}</p>}
      {pay && (
        <>
          <p className={styles.balance}>
            {t('wallets.available')} <strong>{money(income.available)}</strong>
          </p>
          <Button
            className={styles.payButton}
            block
            shape="rounded"
            size="large"
            onClick={onPay}
            data-testid="member-activate"
          >
            <CrownIcon className={styles.payIcon} />
            {pay === 'renew' ? t('member.renew') : t('member.activate')}
          </Button>
        </>
      )}
    </section>
  );
}
