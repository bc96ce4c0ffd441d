import type { TInvestment } from '@club/contract';
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { confirmDialog } from '../../ui/dialog';
import { formatDateTime } from '../../ui/format';
import type { Money } from '../../ui/money';
import { toastError, toastSuccess } from '../../ui/toast';
import { useRevoke } from './api/post-revoke';
import styles from './invest.module.css';

/** Whether the reflection period is still open at `now`. */
export function isRevocable(investment: TInvestment, now: number): boolean {
  return (
    investment.state === 'holding' &&
    investment.revocableUntil !== null &&
    Date.parse(investment.revocableUntil) > now
  );
}

/** True until the deadline passes, then re-renders the owner once. */
function useBefore(deadline: string | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const left = Date.parse(deadline) - Date.now();
    if (left <= 0) return;
    // setTimeout takes at most 2^31-1 ms; the reflection period is 24 h.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(left + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [deadline]);
  return deadline !== null && Date.parse(deadline) > now;
}

/** Revoke within the reflection period (PRODUCT.md §7): a full refund, after a confirmation. */
export function RevokeButton({ investment, money }: { investment: TInvestment; money: Money }) {
  const { t } = useTranslation();
  const revoke = useRevoke();
  const open = useBefore(investment.revocableUntil) && isRevocable(investment, Date.now());
  if (!open || !investment.revocableUntil) return null;
  const until = formatDateTime(investment.revocableUntil, currentLanguage());

  async function onRevoke() {
    const confirmed = await confirmDialog({
      title: t('invest.revokeTitle'),
      content: t('invest.revokeConfirm', { amount: money(investment.principal) }),
      confirmText: t('invest.revoke'),
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    try {
      await revoke.mutateAsync({ investmentId: investment.id });
      toastSuccess(t('invest.revoked'));
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <section className={styles.revoke} data-testid="revoke-box">
      <p className={styles.revokeText}>{t('invest.revokeUntil', { time: until })}</p>
      <Button
        block
        shape="rounded"
        color="danger"
        fill="outline"
        loading={revoke.isPending}
        onClick={onRevoke}
        data-testid="revoke"
      >
        {t('invest.revoke')}
      </Button>
    </section>
  );
}
