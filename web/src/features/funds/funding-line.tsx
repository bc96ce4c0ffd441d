import type { TAccountDetailLine } from '@club/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { formatDateTime, formatNumber } from '../../ui/format';
import type { Money } from '../../ui/money';
import styles from './funds.module.css';

/** One ledger line of the funding details: its kind, amount, time, wallet, balance after, and memo. */
export function FundingLine({ line, money }: { line: TAccountDetailLine; money: Money }) {
  const { t } = useTranslation();
  // A rebate's level comes as data, named here in the member's language; other memos are as written.
  const memo = line.level === null ? line.memo : t('funds.rebateLevel', { level: formatNumber(line.level) });
  return (
    <li className={styles.line} data-testid="funding-line" data-type={line.type}>
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
        <span className={styles.lineMeta}>
          <time dateTime={line.createdAt}>{formatDateTime(line.createdAt, currentLanguage())}</time>
          <span aria-hidden="true"> · </span>
          {t(`wallets.${line.wallet}`)}
        </span>
        <span className={styles.lineBalance}>
          {t('funds.balanceAfter', { amount: money(line.balanceAfter) })}
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
