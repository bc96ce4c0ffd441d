import type { TWithdrawAccount } from '@club/contract';
import { Button } from 'antd-mobile';
import {
  AddOutline,
  BankcardOutline,
  CheckShieldOutline,
  DeleteOutline,
  RightOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { confirmDialog } from '../../ui/dialog';
import { EmptyState } from '../../ui/empty-state';
import { formatDate } from '../../ui/format';
import { QueryState } from '../../ui/query-state';
import { Refreshable } from '../../ui/refreshable';
import { StatusTag } from '../../ui/status-tag';
import { toastError, toastSuccess } from '../../ui/toast';
import { accountTitle } from './account-label';
import { useBankCards } from './api/get-bank-card-list';
import { useCardVerification } from './api/get-card-verification-status';
import { useDeleteBankCard } from './api/post-bank-card-delete';
import { statusTone } from './verification-status';
import styles from './withdraw.module.css';

/** The bank card verification state, as the page's header; it opens the verification page. */
function VerificationHeader() {
  const { t } = useTranslation();
  const verification = useCardVerification();
  const status = verification.data?.status;
  return (
    <button
      type="button"
      className={styles.verification}
      onClick={() => nav.navigateTo(paths.bankCardVerification)}
      data-testid="bank-verification"
      data-status={status}
    >
      <CheckShieldOutline className={styles.verificationIcon} />
      <span className={styles.verificationText}>{t('pages.bankCardVerification')}</span>
      {status && <StatusTag tone={statusTone[status]}>{t(`bank.verification.${status}`)}</StatusTag>}
      <RightOutline className={styles.chevron} />
    </button>
  );
}

function AccountCard({ account }: { account: TWithdrawAccount }) {
  const { t } = useTranslation();
  const remove = useDeleteBankCard();
  const { title, detail } = accountTitle(account);

  async function onDelete() {
    const confirmed = await confirmDialog({
      content: t('bank.deleteConfirm'),
      confirmText: t('bank.delete'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(account.id);
      toastSuccess(t('bank.deleted'));
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <li
      className={account.kind === 'bank' ? styles.bankCard : styles.usdtCard}
      data-testid={`bank-card-${account.id}`}
    >
      <div className={styles.cardHead}>
        <span className={styles.cardKind}>
          {account.kind === 'bank' ? <BankcardOutline /> : <span className={styles.tetherLight}>₮</span>}
          {account.kind === 'bank' ? t('bank.kind.bank') : t('bank.kind.usdt')}
        </span>
        <span data-testid={`bank-status-${account.id}`} data-status={account.status}>
          <StatusTag tone={statusTone[account.status]}>{t(`bank.status.${account.status}`)}</StatusTag>
        </span>
      </div>
      {account.kind === 'bank' ? (
        <>
          <p className={styles.cardTitle}>
            <bdi>{title}</bdi>
          </p>
          {detail && (
            <p className={styles.cardHolder}>
              <bdi>{detail}</bdi>
            </p>
          )}
        </>
      ) : (
        <p className={styles.cardAddress}>
          <bdi dir="ltr">{detail}</bdi>
        </p>
      )}
      {account.status === 'rejected' && account.rejectReason && (
        <p className={styles.cardReason}>{t('bank.rejectReason', { reason: account.rejectReason })}</p>
      )}
      <div className={styles.cardFoot}>
        <span className={styles.cardDate}>
          {t('bank.addedOn', { date: formatDate(account.createdAt, currentLanguage()) })}
        </span>
        <button
          type="button"
          className={styles.cardDelete}
          onClick={onDelete}
          disabled={remove.isPending}
          data-testid={`bank-delete-${account.id}`}
        >
          <DeleteOutline /> {t('bank.delete')}
        </button>
      </div>
    </li>
  );
}

export default function BankCardPage() {
  const { t } = useTranslation();
  const cards = useBankCards();
  const verification = useCardVerification();
  return (
    <>
      <PageNavBar title={t('pages.bankCard')} />
      <Refreshable onRefresh={() => Promise.all([cards.refetch(), verification.refetch()])}>
        <div className={styles.page}>
          <VerificationHeader />
          <QueryState query={cards}>
            {(list) =>
              list.length === 0 ? (
                <EmptyState description={t('bank.emptyDescription')} />
              ) : (
                <ul className={styles.cards}>
                  {list.map((account) => (
                    <AccountCard key={account.id} account={account} />
                  ))}
                </ul>
              )
            }
          </QueryState>
          <div className={styles.actions}>
            <Button
              color="primary"
              block
              shape="rounded"
              size="large"
              onClick={() => nav.navigateTo(paths.bankCardAdd)}
              data-testid="bank-add"
            >
              <AddOutline /> {t('pages.addBankCard')}
            </Button>
          </div>
        </div>
      </Refreshable>
    </>
  );
}
