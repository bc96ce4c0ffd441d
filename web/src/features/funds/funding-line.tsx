import type { TAccountDetailLine } from '@club/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { formatDateTime, formatNumber } from '../../ui/format';
import type { Money } from '../../ui/money';
import styles from './funds.module.css';

/**
 * One ledger line of the funding details: its kind, amount, time, memo, and the balance its wallet
 * was left with. With every wallet listed, consecutive lines belong to different wallets, so the
 * balance names its wallet ("Income balance $1,200.00"); with one wallet chosen it is that wallet's
 * running balance and reads "Balance $1,200.00".
 */
export function FundingLine({
  line,
  money,
  oneWallet = false,
}: {
  line: TAccountDetailLine;
  money: Money;
  /** The list shows one wallet only (the wallet filter is set). */
  oneWallet?: boolean;
}) {
  const { t } = useTranslation();
  // A rebate's level comes as data, named here in the member's language; other memos are as written.
  const memo = line.level === null ? line.memo : t('funds.rebateLevel', { level: formatNumber(line.level) });
  const balance = money(line.balanceAfter);
  return (
    <li className={styles.line} data-testid="funding-line" data-type={line.type} data-wallet={line.wallet}>
      <div className={styles.lineRow}>
        <span className={styles.lineType}>{line.typeLabel}</span>
        <span
          className={line.amount < 0 ? styles.amountOut : styles.amountIn}
          data-testid="funding-line-amount"
        >
          {money(line.amount, { signed: true })}
        </span>
      </div>
      <div className={styles.lineRow}>
        <time className={styles.lineMeta} dateTime={line.createdAt}>
          {formatDateTime(line.createdAt, currentLanguage())}
        </time>
        <span className={styles.lineBalance} data-testid="funding-line-balance">
          {oneWallet
            ? t('funds.balanceAfter', { amount: balance })
            : t(`funds.walletBalance.${line.wallet}`, { amount: balance })}
        </span>
      </div>
      {memo && (
        <p className={styles.memo} data-testid="funding-line-memo">
          {memo}
        </p>
      )}
    </li>
  );
}
