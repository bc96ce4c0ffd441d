import type { TIncome, TMemberLevel, TMembershipCheck } from '@club/contract';
import { ErrorCode } from '@club/contract/lib/errors';
import { Button, List } from 'antd-mobile';
import { FileOutline, StarOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { t as translate } from '../../i18n';
import { useIncome } from '../../shared/api/get-income';
import { nav } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { usePayPasswordStep } from '../../shared/pay-password-step';
import { confirmDialog } from '../../ui/dialog';
import { ListButton } from '../../ui/list-button';
import { moneyOf } from '../../ui/money';
import { PayPasswordPopup } from '../../ui/pay-password-popup';
import { toastSuccess } from '../../ui/toast';
import { useActivateMembership } from './api/post-member-activate';
import { useCancelMembership } from './api/post-member-cancel';
import { MemberCard } from './components/member-card';
import { type MembershipPending, PaySummary } from './components/pay-summary';
import { PriceCard } from './components/price-card';
import { SvipLevels } from './components/svip-levels';
import styles from './member.module.css';
import { membershipActions, priceOf, svipLevels, vipLevelFor } from './membership';

/** The wallets do not cover the price: the way to recharge. */
async function promptRecharge(price: string) {
  const recharge = await confirmDialog({
    title: translate('member.insufficientTitle'),
    content: translate('member.insufficientHint', { amount: price }),
    confirmText: translate('pages.recharge'),
    cancelText: translate('common.cancel'),
  });
  if (recharge) nav.navigateTo(paths.recharge);
}

/** The VIP membership: its card, what to pay, the SVIP ladder, and paying or cancelling. */
export function MembershipView({
  check,
  levels,
  income,
  refetch,
}: {
  check: TMembershipCheck;
  levels: TMemberLevel[];
  income: TIncome;
  refetch: () => void;
}) {
  const { t } = useTranslation();
  const incomeQuery = useIncome();
  const activate = useActivateMembership();
  const cancel = useCancelMembership();
  const money = moneyOf(income);
  const level = vipLevelFor(levels, check);
  const actions = membershipActions(check);
  const pay = usePayPasswordStep<MembershipPending>({
    confirm: async (pending, payPassword) => {
      if (pending.kind === 'cancel') {
        await cancel.mutateAsync({ payPassword });
        toastSuccess(t('member.cancelled'));
      } else {
        await activate.mutateAsync({ levelId: pending.level.id, payPassword });
        toastSuccess(pending.kind === 'renew' ? t('member.renewed') : t('member.activated'));
      }
    },
    onRefused: async (error, pending) => {
      if (isApiError(error) && error.code === ErrorCode.INSUFFICIENT_BALANCE && pending.kind !== 'cancel') {
        await promptRecharge(money(pending.price));
        return true;
      }
      // Not renewable yet (2102, with the date), nothing to cancel (2103), a locked pay password or
      // an unknown outcome: the server's message, and the membership as it is now.
      refetch();
      return false;
    },
  });

  async function onPay() {
    if (!level || !actions.pay) return;
    const price = priceOf(level, actions.pay);
    // Membership is paid from the withdrawable wallets, the available balance. The cached figure may
    // predate a recharge, so a shortfall is checked against a fresh one before it is shown.
    if (price > income.available && price > ((await incomeQuery.refetch()).data?.available ?? 0)) {
      await promptRecharge(money(price));
      return;
    }
    await pay.open({ kind: actions.pay, level, price });
  }

  async function onCancel() {
    const confirmed = await confirmDialog({
      title: t('member.cancelTitle'),
      content: t('member.cancelConfirm', { amount: money(check.deposit) }),
      confirmText: t('member.cancelGo'),
      cancelText: t('member.cancelKeep'),
    });
    if (confirmed) await pay.open({ kind: 'cancel' });
  }

  return (
    <div className={styles.page}>
      <MemberCard check={check} level={level} money={money} />

      {level && <PriceCard level={level} pay={actions.pay} income={income} money={money} onPay={onPay} />}

      <List className={styles.links} mode="card">
        <ListButton
          prefix={<StarOutline className={styles.linkIcon} />}
          onClick={() => nav.navigateTo(paths.memberRights)}
          data-testid="member-rights"
        >
          {t('pages.memberRights')}
        </ListButton>
        <ListButton
          prefix={<FileOutline className={styles.linkIcon} />}
          onClick={() => nav.navigateTo(paths.memberClause)}
          data-testid="member-clause"
        >
          {t('pages.memberClause')}
        </ListButton>
      </List>

      <SvipLevels levels={svipLevels(levels)} current={check.svipLevel} money={money} />

      {actions.cancel && (
        <div className={styles.cancelWrap}>
          <Button
            block
            shape="rounded"
            className={styles.cancel}
            onClick={onCancel}
            data-testid="member-cancel"
          >
            {t('member.cancel')}
          </Button>
          <p className={styles.cancelNote}>{t('member.cancelNote')}</p>
        </div>
      )}

      <PayPasswordPopup
        {...pay.popup}
        testIdPrefix="member-pay"
        summary={pay.target && <PaySummary pending={pay.target} deposit={check.deposit} money={money} />}
      />
    </div>
  );
}
