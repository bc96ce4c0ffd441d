import type { TIncome } from '@club/contract';
import { formatMoney } from '@club/contract/money-format';
import { Button, List, Skeleton } from 'antd-mobile';
import { BankcardOutline, DownlandOutline, FileOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useIncome } from '../../app/api/get-income';
import { nav } from '../../app/navigation';
import { paths } from '../../app/paths';
import { currentLanguage } from '../../i18n';
import { QueryState } from '../../ui/query-state';
import styles from './me.module.css';

/** The wallets that make up the available (withdrawable) balance, then the two that do not. */
const AVAILABLE_PARTS = ['recharge', 'work', 'income'] as const;
const OTHER_WALLETS = ['internal', 'frozen'] as const;

function Figures({ income }: { income: TIncome }) {
  const { t } = useTranslation();
  const money = (minor: number) =>
    formatMoney(minor, income.currencyExponent, income.currency, currentLanguage());
  return (
    <>
      <div className={styles.walletTop}>
        <span className={styles.walletLabel}>{t('wallets.totalAssets')}</span>
        <strong className={styles.walletTotal} data-testid="wallet-total">
          {money(income.totalAssets)}
        </strong>
      </div>
      <div className={styles.available}>
        <div className={styles.availableHead}>
          <span className={styles.availableLabel}>
            {t('wallets.available')}
            <span className={styles.withdrawTag}>{t('wallets.withdrawal')}</span>
          </span>
          <strong className={styles.availableAmount} data-testid="wallet-available">
            {money(income.available)}
          </strong>
        </div>
        <dl className={styles.walletGrid}>
          {AVAILABLE_PARTS.map((wallet) => (
            <div key={wallet} className={styles.walletCell}>
              <dt>{t(`wallets.${wallet}`)}</dt>
              <dd data-testid={`wallet-${wallet}`}>{money(income[wallet])}</dd>
            </div>
          ))}
        </dl>
      </div>
      <dl className={styles.walletOthers}>
        {OTHER_WALLETS.map((wallet) => (
          <div key={wallet} className={styles.walletCell}>
            <dt>{t(`wallets.${wallet}`)}</dt>
            <dd data-testid={`wallet-${wallet}`}>{money(income[wallet])}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function FiguresSkeleton() {
  return (
    <div className={styles.walletSkeleton} data-testid="wallet-loading">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={3} animated />
    </div>
  );
}

/**
 * The wallet summary of the Me page: recharge and withdraw, and the way to every line behind the
 * figures (funding, recharge and withdrawal details) and to the withdrawal accounts.
 */
export function WalletCard() {
  const { t } = useTranslation();
  const income = useIncome();
  return (
    <section className={styles.wallet} aria-label={t('wallets.totalAssets')}>
      <QueryState query={income} loading={<FiguresSkeleton />}>
        {(data) => <Figures income={data} />}
      </QueryState>
      <div className={styles.walletActions}>
        <Button
          color="primary"
          shape="rounded"
          onClick={() => nav.navigateTo(paths.recharge)}
          data-testid="me-recharge"
        >
          {t('pages.recharge')}
        </Button>
        <Button
          color="primary"
          fill="outline"
          shape="rounded"
          onClick={() => nav.navigateTo(paths.withdraw)}
          data-testid="me-withdraw"
        >
          {t('pages.withdraw')}
        </Button>
      </div>
      {/* Currency-neutral icons: the club's currency is the operator's (antd's bill and receipt show ¥). */}
      <List className={styles.walletLinks}>
        <List.Item
          prefix={<FileOutline className={styles.icon} />}
          onClick={() => nav.navigateTo(paths.fundingDetails)}
          data-testid="me-funding-details"
        >
          {t('pages.fundingDetails')}
        </List.Item>
        <List.Item
          prefix={<DownlandOutline className={styles.icon} />}
          onClick={() => nav.navigateTo(paths.rechargeDetails)}
          data-testid="me-recharge-details"
        >
          {t('pages.rechargeDetails')}
        </List.Item>
        <List.Item
          prefix={<UnorderedListOutline className={styles.icon} />}
          onClick={() => nav.navigateTo(paths.withdrawDetails)}
          data-testid="me-withdraw-details"
        >
          {t('pages.withdrawalDetails')}
        </List.Item>
        <List.Item
          prefix={<BankcardOutline className={styles.icon} />}
          onClick={() => nav.navigateTo(paths.bankCard)}
          data-testid="me-bank"
        >
          {t('pages.bankCard')}
        </List.Item>
      </List>
    </section>
  );
}
