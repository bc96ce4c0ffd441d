import type { TWithdrawAccount } from '@club/contract';
import { AddOutline, BankcardOutline, CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { nav } from '../../../shared/navigation';
import { paths } from '../../../shared/paths';
import { StatusTag } from '../../../ui/status-tag';
import { accountTitle } from '../account-label';
import type { WithdrawChannel } from '../api/get-withdraw-channels';
import styles from '../withdraw.module.css';

/**
 * The member's accounts of the channel's kind; only a verified one can be chosen, the others say
 * why not. Ends with the way to add one.
 */
export function AccountPicker({
  accounts,
  kind,
  value,
  onChange,
  problem,
}: {
  accounts: TWithdrawAccount[];
  kind: WithdrawChannel['kind'];
  value: number | null;
  onChange: (id: number) => void;
  /** Why the form cannot go on without an account, said under the list. */
  problem?: string;
}) {
  const { t } = useTranslation();
  const mine = accounts.filter((a) => a.kind === kind);
  return (
    <fieldset className={styles.accounts} aria-labelledby="withdraw-account-title">
      {mine.length === 0 && <p className={styles.empty}>{t('withdraw.noAccount')}</p>}
      {mine.map((account) => {
        const usable = account.status === 'verified';
        const active = usable && account.id === value;
        const { title, detail } = accountTitle(account);
        return (
          <button
            key={account.id}
            type="button"
            className={active ? styles.accountActive : styles.account}
            aria-pressed={active}
            disabled={!usable}
            onClick={() => onChange(account.id)}
            data-testid={`withdraw-account-${account.id}`}
            data-status={account.status}
          >
            <span className={styles.accountIcon}>
              {account.kind === 'bank' ? <BankcardOutline /> : <span className={styles.tether}>₮</span>}
            </span>
            <span className={styles.accountText}>
              <span className={styles.accountTitle}>
                <bdi>{title}</bdi>
              </span>
              {detail && (
                <span className={styles.accountDetail}>
                  <bdi>{detail}</bdi>
                </span>
              )}
            </span>
            {account.status === 'pending' && (
              <StatusTag tone="waiting">{t('withdraw.underReview')}</StatusTag>
            )}
            {account.status === 'rejected' && (
              <StatusTag tone="danger">{t('bank.status.rejected')}</StatusTag>
            )}
            {active && <CheckCircleFill className={styles.accountCheck} />}
          </button>
        );
      })}
      <button
        type="button"
        className={styles.addAccount}
        onClick={() => nav.navigateTo(`${paths.bankCardAdd}?kind=${kind}`)}
        data-testid="withdraw-add-account"
      >
        <AddOutline /> {kind === 'bank' ? t('withdraw.addBankAccount') : t('withdraw.addUsdtAddress')}
      </button>
      {problem && (
        <p className={styles.problem} aria-live="polite" data-testid="withdraw-account-problem">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
