import type { TIncome, TWithdrawAccount, TWithdrawOrder } from '@club/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePayPasswordStep } from '../../shared/pay-password-step';
import { formatNumber } from '../../ui/format';
import { moneyOf } from '../../ui/money';
import { PayPasswordPopup } from '../../ui/pay-password-popup';
import { SubmitButton } from '../../ui/submit-button';
import { toastError } from '../../ui/toast';
import { accountTitle } from './account-label';
import { withdrawAmountCheck } from './amount-message';
import type { WithdrawChannel } from './api/get-withdraw-channels';
import { useWithdrawQuota } from './api/get-withdraw-quota';
import { useWithdrawCheck } from './api/post-withdraw-check';
import { useSubmitWithdraw } from './api/post-withdraw-submit';
import { AccountPicker } from './components/account-picker';
import { AmountSection } from './components/amount-section';
import { Balances } from './components/balances';
import { ChannelChoice } from './components/channel-choice';
import { ConfirmSummary, type WithdrawConfirm } from './components/confirm-summary';
import { WithdrawSuccess } from './components/withdraw-success';
import styles from './withdraw.module.css';

/**
 * A withdrawal: channel, account and amount, checked here and then by the server (withdraw/check:
 * its fee and total), confirmed with the pay password, then the order placed.
 */
export function WithdrawForm({
  channels,
  accounts,
  income,
}: {
  channels: WithdrawChannel[];
  accounts: TWithdrawAccount[];
  income: TIncome;
}) {
  const { t } = useTranslation();
  const money = moneyOf(income);
  const [channel, setChannel] = useState(channels[0]);
  const firstVerified = (kind: WithdrawChannel['kind']) =>
    accounts.find((a) => a.kind === kind && a.status === 'verified')?.id ?? null;
  const [accountId, setAccountId] = useState<number | null>(() => firstVerified(channels[0].kind));
  const [amount, setAmount] = useState('');
  // An empty amount is named once the member submits; a wrong one as they type.
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState<TWithdrawOrder | null>(null);
  const check = useWithdrawCheck();
  const submit = useSubmitWithdraw();
  const quota = useWithdrawQuota().data;
  const allUsed = quota !== undefined && quota.used >= quota.limit;
  const pay = usePayPasswordStep<WithdrawConfirm>({
    confirm: async (confirm, payPassword) =>
      setDone(await submit.mutateAsync({ ...confirm.body, payPassword })),
  });
  // A selected account stays selected only while it belongs to the channel and is verified.
  const account = accounts.find(
    (a) => a.id === accountId && a.kind === channel.kind && a.status === 'verified',
  );

  const verdict = withdrawAmountCheck(amount, {
    channel,
    available: income.available,
    exponent: income.currencyExponent,
    money,
    submitted,
  });

  if (done) return <WithdrawSuccess order={done} income={income} money={money} />;

  function onChannel(next: WithdrawChannel) {
    setChannel(next);
    if (next.kind !== channel.kind) setAccountId(firstVerified(next.kind));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (allUsed) return;
    setSubmitted(true);
    if (!account) {
      document.getElementById('withdraw-account-title')?.scrollIntoView({ block: 'center' });
      return;
    }
    if (verdict.minor === null) {
      document.getElementById('withdraw-amount')?.focus();
      return;
    }
    const body = { channelId: channel.id, amount: verdict.minor, accountId: account.id };
    try {
      const answer = await check.mutateAsync(body);
      await pay.open({ body, fee: answer.fee, total: answer.total, account: accountTitle(account).short });
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <form className={styles.page} onSubmit={onSubmit} noValidate>
      <Balances income={income} money={money} />

      <section className={styles.card}>
        <h2 className={styles.sectionTitle}>{t('withdraw.channel')}</h2>
        <ChannelChoice channels={channels} value={channel} onChange={onChannel} />
      </section>

      <section className={styles.card}>
        <h2 className={styles.sectionTitle} id="withdraw-account-title">
          {t('withdraw.account')}
        </h2>
        <AccountPicker
          accounts={accounts}
          kind={channel.kind}
          value={accountId}
          onChange={setAccountId}
          problem={
            submitted && !account
              ? t('validation.pleaseSelect', { x: t('fields.withdrawalAccount') })
              : undefined
          }
        />
      </section>

      <AmountSection
        channel={channel}
        income={income}
        money={money}
        value={amount}
        onChange={setAmount}
        problem={verdict.message}
      />

      {quota && (
        <p
          className={allUsed ? styles.problem : styles.quota}
          aria-live="polite"
          data-testid="withdraw-quota"
          data-all-used={allUsed || undefined}
        >
          {allUsed
            ? t('withdraw.quotaUsed', { limit: formatNumber(quota.limit) })
            : t('withdraw.quota', { used: formatNumber(quota.used), limit: formatNumber(quota.limit) })}
        </p>
      )}

      <SubmitButton loading={check.isPending} disabled={allUsed} testId="withdraw-submit">
        {t('withdraw.submit')}
      </SubmitButton>

      <PayPasswordPopup
        {...pay.popup}
        testIdPrefix="withdraw-pay"
        summary={pay.target && <ConfirmSummary confirm={pay.target} money={money} />}
      />
    </form>
  );
}
