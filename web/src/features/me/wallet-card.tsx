import type { TIncome } from '@club/contract';
import { formatMoney } from '@club/contract/lib/money-format';
import { Button, List, Skeleton } from 'antd-mobile';
import {
  BankcardOutline,
  DownlandOutline,
  FileOutline,
  InformationCircleOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { useIncome } from '../../shared/api/get-income';
import { nav } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { LazyOnce } from '../../ui/lazy-once';
import { ListButton } from '../../ui/list-button';
import { QueryState } from '../../ui/query-state';
import styles from './me.module.css';
import { AVAILABLE_PARTS, type Explained, type Figure, OTHER_FIGURES } from './wallet-figures';

/** A figure's definition opens in a dialog, whose code loads on the first tap. */
const loadDefinition = () => import('./wallet-definition');

/** A figure that names itself, and tells what it is when tapped. */
function FigureButton({
  figure,
  amount,
  className,
  amountClassName,
  onExplain,
}: {
  figure: Figure;
  amount: string;
  className: string;
  amountClassName?: string;
  onExplain: (shown: Explained) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      onClick={() => onExplain({ figure, amount })}
      data-testid={`wallet-info-${figure}`}
    >
      <span className={styles.figureLabel}>
        {t(`wallets.${figure}`)}
        <InformationCircleOutline className={styles.infoIcon} aria-hidden="true" />
      </span>
      <span
        className={amountClassName}
        dir="ltr"
        // Its length, which the largest figure's size shrinks by (me.module.css).
        style={{ '--chars': amount.length } as CSSProperties}
        data-testid={`wallet-${figure}`}
      >
        {amount}
      </span>
    </button>
  );
}

/**
 * What the member can withdraw comes first and largest, then the wallets it adds up from, then what
 * is not withdrawable (promotional credit, money held for withdrawals) and the total of everything.
 */
function Figures({ income }: { income: TIncome }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Explained | null>(null);
  const money = (minor: number) =>
    formatMoney(minor, income.currencyExponent, income.currency, currentLanguage());
  return (
    <>
      <LazyOnce
        load={loadDefinition}
        active={shown !== null}
        props={{ shown, onClose: () => setShown(null) }}
      />
      <div className={styles.available}>
        <FigureButton
          figure="available"
          amount={money(income.available)}
          className={styles.availableHead}
          amountClassName={styles.availableAmount}
          onExplain={setShown}
        />
        <p className={styles.availableHint}>{t('wallets.availableHint')}</p>
        <div className={styles.walletGrid}>
          {AVAILABLE_PARTS.map((wallet) => (
            <FigureButton
              key={wallet}
              figure={wallet}
              amount={money(income[wallet])}
              className={styles.walletCell}
              onExplain={setShown}
            />
          ))}
        </div>
      </div>
      <div className={styles.walletOthers}>
        {OTHER_FIGURES.map((figure) => (
          <FigureButton
            key={figure}
            figure={figure}
            amount={money(income[figure])}
            className={styles.walletCell}
            onExplain={setShown}
          />
        ))}
      </div>
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
        <ListButton
          prefix={<FileOutline className={styles.icon} />}
          onClick={() => nav.navigateTo(paths.fundingDetails)}
          data-testid="me-funding-details"
        >
          {t('pages.fundingDetails')}
        </ListButton>
        <ListButton
          prefix={<DownlandOutline className={styles.icon} />}
          onClick={() => nav.navigateTo(paths.rechargeDetails)}
          data-testid="me-recharge-details"
        >
          {t('pages.rechargeDetails')}
        </ListButton>
        <ListButton
          prefix={<UnorderedListOutline className={styles.icon} />}
          onClick={() => nav.navigateTo(paths.withdrawDetails)}
          data-testid="me-withdraw-details"
        >
          {t('pages.withdrawalDetails')}
        </ListButton>
        <ListButton
          prefix={<BankcardOutline className={styles.icon} />}
          onClick={() => nav.navigateTo(paths.bankCard)}
          data-testid="me-bank"
        >
          {t('pages.bankCard')}
        </ListButton>
      </List>
    </section>
  );
}
