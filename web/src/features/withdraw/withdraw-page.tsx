import type { TIncome, TWithdrawAccount, TWithdrawOrder } from '@club/contract';
import { minorToInput, parseAmount } from '@club/contract/amount-text';
import { ErrorCode } from '@club/contract/errors';
import { withdrawalFee } from '@club/contract/money-math';
import { Button, Dialog, Result } from 'antd-mobile';
import { AddOutline, BankcardOutline, CheckCircleFill, UnorderedListOutline } from 'antd-mobile-icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { combineQueries } from '../../api/combine-queries';
import { isApiError } from '../../api/errors';
import { useIncome } from '../../app/api/get-income';
import { usePerson } from '../../app/api/get-person';
import { PageNavBar } from '../../app/nav-bar';
import { nav } from '../../app/navigation';
import { paths } from '../../app/paths';
import { t as translate } from '../../i18n';
import { checkAmount } from '../../ui/amount-check';
import { AmountField } from '../../ui/amount-field';
import { type Money, moneyOf } from '../../ui/money';
import { PayPasswordPopup } from '../../ui/pay-password-popup';
import { QueryState } from '../../ui/query-state';
import { StatusTag } from '../../ui/status-tag';
import { showToast, toastError } from '../../ui/toast';
import { useDebounced } from '../../ui/use-debounced';
import { accountTitle } from './account-label';
import { useTaxation } from './api/get-taxation';
import { useWithdrawChannels, type WithdrawChannel } from './api/get-withdraw-channels';
import { useBankCards } from './api/post-bank-card-list';
import { useWithdrawCheck, type WithdrawCheckBody } from './api/post-withdraw-check';
import { useSubmitWithdraw } from './api/post-withdraw-submit';
import { feeTerms, maxWithdrawal } from './fee';
import styles from './withdraw.module.css';

/** How long the amount must rest before the fee is asked for. */
const FEE_DEBOUNCE_MS = 400;

/** "No payment password set", with the way to set one (§8). */
async function promptPayPassword() {
  const setUp = await Dialog.confirm({
    title: translate('withdraw.noPayPassword'),
    content: translate('withdraw.noPayPasswordHint'),
    confirmText: translate('withdraw.setUpPayPassword'),
    cancelText: translate('common.cancel'),
  });
  if (setUp) nav.navigateTo(paths.payPassword);
}

function Balances({ income, money }: { income: TIncome; money: Money }) {
  const { t } = useTranslation();
  return (
    <section className={styles.balances}>
      <div className={styles.balance}>
        <span className={styles.balanceLabel}>{t('wallets.available')}</span>
        <strong className={styles.balanceMain} data-testid="withdraw-available">
          {money(income.available)}
        </strong>
      </div>
      <div className={styles.balance}>
        <span className={styles.balanceLabel}>{t('wallets.frozen')}</span>
        <strong className={styles.balanceSide} data-testid="withdraw-frozen">
          {money(income.frozen)}
        </strong>
      </div>
    </section>
  );
}

function ChannelChoice({
  channels,
  value,
  onChange,
}: {
  channels: WithdrawChannel[];
  value: WithdrawChannel;
  onChange: (channel: WithdrawChannel) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.segments} aria-label={t('withdraw.channel')}>
      {channels.map((channel) => {
        const active = channel.id === value.id;
        return (
          <button
            key={channel.id}
            type="button"
            className={active ? styles.segmentActive : styles.segment}
            aria-pressed={active}
            onClick={() => onChange(channel)}
            data-testid={`withdraw-channel-${channel.code}`}
          >
            {channel.name}
          </button>
        );
      })}
    </fieldset>
  );
}

function AccountPicker({
  accounts,
  kind,
  value,
  onChange,
}: {
  accounts: TWithdrawAccount[];
  kind: WithdrawChannel['kind'];
  value: number | null;
  onChange: (id: number) => void;
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
    </fieldset>
  );
}

function Success({ order, income, money }: { order: TWithdrawOrder; income: TIncome; money: Money }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <section className={styles.result} data-testid="withdraw-success">
        <Result
          status="success"
          title={t('withdraw.successTitle')}
          description={t('withdraw.successDescription', { total: money(order.amount + order.fee) })}
        />
        <dl className={styles.summary}>
          <div>
            <dt>{t('withdraw.amount')}</dt>
            <dd>{money(order.amount)}</dd>
          </div>
          <div>
            <dt>{t('withdraw.fee')}</dt>
            <dd>{money(order.fee)}</dd>
          </div>
          <div>
            <dt>{t('withdraw.account')}</dt>
            <dd>
              <bdi>{order.account}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t('withdraw.state')}</dt>
            <dd>
              <StatusTag tone="waiting">{t(`withdraw.states.${order.state}`)}</StatusTag>
            </dd>
          </div>
          <div>
            <dt>{t('wallets.frozen')}</dt>
            <dd data-testid="withdraw-frozen">{money(income.frozen)}</dd>
          </div>
        </dl>
        <div className={styles.resultActions}>
          <Button shape="rounded" onClick={() => nav.back()} data-testid="withdraw-done">
            {t('withdraw.done')}
          </Button>
          <Button
            color="primary"
            shape="rounded"
            onClick={() => nav.redirectTo(paths.withdrawDetails)}
            data-testid="withdraw-to-details"
          >
            {t('pages.withdrawalDetails')}
          </Button>
        </div>
      </section>
    </div>
  );
}

type Confirm = { body: WithdrawCheckBody; fee: number; total: number; account: string };

function WithdrawForm({
  channels,
  accounts,
  income,
}: {
  channels: WithdrawChannel[];
  accounts: TWithdrawAccount[];
  income: TIncome;
}) {
  const { t } = useTranslation();
  const person = usePerson();
  const money = moneyOf(income);
  const exponent = income.currencyExponent;
  const [channel, setChannel] = useState(channels[0]);
  const firstVerified = (kind: WithdrawChannel['kind']) =>
    accounts.find((a) => a.kind === kind && a.status === 'verified')?.id ?? null;
  const [accountId, setAccountId] = useState<number | null>(() => firstVerified(channels[0].kind));
  const [amount, setAmount] = useState('');
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState(false);
  const [done, setDone] = useState<TWithdrawOrder | null>(null);
  const check = useWithdrawCheck();
  const submit = useSubmitWithdraw();

  const parsed = parseAmount(amount, exponent);
  const minor = parsed.ok ? parsed.minor : null;
  const settled = useDebounced(minor, FEE_DEBOUNCE_MS);
  const taxation = useTaxation(channel.id, settled);
  const feeKnown = minor !== null && settled === minor && taxation.data?.amount === minor;
  // A selected account stays selected only while it belongs to the channel and is verified.
  const account = accounts.find(
    (a) => a.id === accountId && a.kind === channel.kind && a.status === 'verified',
  );

  if (done) return <Success order={done} income={income} money={money} />;

  function onChannel(next: WithdrawChannel) {
    setChannel(next);
    if (next.kind !== channel.kind) setAccountId(firstVerified(next.kind));
  }

  function onMax() {
    const max = maxWithdrawal(channel, income.available);
    if (max === null) {
      void showToast({ content: t('withdraw.maxUnavailable', { min: money(channel.minAmount) }) });
      return;
    }
    setAmount(minorToInput(max, exponent));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!account) {
      void showToast({ content: t('validation.pleaseSelect', { x: t('fields.withdrawalAccount') }) });
      return;
    }
    const checked = checkAmount(amount, {
      field: 'withdrawalAmount',
      exponent,
      min: channel.minAmount,
      max: channel.maxAmount,
      money,
    });
    if (!checked.ok) {
      void showToast({ content: checked.message });
      return;
    }
    if (checked.minor + withdrawalFee(checked.minor, feeTerms(channel)) > income.available) {
      void showToast({ content: t('withdraw.insufficient') });
      return;
    }
    // The cached profile may predate a password set since: ask again before sending the member off.
    if (person.data && !person.data.hasPayPassword && !(await person.refetch()).data?.hasPayPassword) {
      await promptPayPassword();
      return;
    }
    const body = { channelId: channel.id, amount: checked.minor, accountId: account.id };
    try {
      const answer = await check.mutateAsync(body);
      setPin('');
      setPinError(false);
      setConfirm({ body, fee: answer.fee, total: answer.total, account: accountTitle(account).short });
    } catch (error) {
      toastError(error);
    }
  }

  async function onPin(payPassword: string) {
    if (!confirm || submit.isPending) return;
    try {
      const order = await submit.mutateAsync({ ...confirm.body, payPassword });
      setConfirm(null);
      setDone(order);
    } catch (error) {
      const code = isApiError(error) ? error.code : undefined;
      if (code === ErrorCode.PAY_PASSWORD_WRONG) {
        // The message says how many tries are left; the member types again.
        toastError(error);
        setPin('');
        setPinError(true);
        return;
      }
      setConfirm(null);
      if (code === ErrorCode.PAY_PASSWORD_NOT_SET) await promptPayPassword();
      else toastError(error);
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
        <AccountPicker accounts={accounts} kind={channel.kind} value={accountId} onChange={setAccountId} />
      </section>

      <section className={styles.card}>
        <label className={styles.sectionTitle} htmlFor="withdraw-amount">
          {t('withdraw.amount')}
        </label>
        <AmountField
          id="withdraw-amount"
          value={amount}
          onChange={setAmount}
          exponent={exponent}
          currency={income.currency}
          placeholder={t('withdraw.amountPlaceholder')}
          testId="withdraw-amount"
          suffix={
            <button type="button" className={styles.max} onClick={onMax} data-testid="withdraw-max">
              {t('withdraw.max')}
            </button>
          }
        />
        <p className={styles.hint}>
          {t('withdraw.limits', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
        </p>
        <dl className={styles.fees} aria-live="polite">
          <div>
            <dt>{t('withdraw.fee')}</dt>
            <dd data-testid="withdraw-fee" data-ready={feeKnown || undefined}>
              {feeKnown && taxation.data ? money(taxation.data.fee) : '—'}
            </dd>
          </div>
          <div>
            <dt>{t('withdraw.total')}</dt>
            <dd data-testid="withdraw-total">
              {feeKnown && taxation.data ? money(taxation.data.total) : '—'}
            </dd>
          </div>
        </dl>
      </section>

      <div className={styles.actions}>
        <Button
          type="submit"
          color="primary"
          block
          shape="rounded"
          size="large"
          loading={check.isPending}
          data-testid="withdraw-submit"
        >
          {t('withdraw.submit')}
        </Button>
      </div>

      <PayPasswordPopup
        visible={confirm !== null}
        value={pin}
        error={pinError}
        busy={submit.isPending}
        title={t('withdraw.payPasswordTitle')}
        hint={t('withdraw.payPasswordHint')}
        testIdPrefix="withdraw-pay"
        onChange={(value) => {
          setPin(value);
          setPinError(false);
        }}
        onFill={onPin}
        onClose={() => setConfirm(null)}
        summary={
          confirm && (
            <dl className={styles.summary}>
              <div>
                <dt>{t('withdraw.amount')}</dt>
                <dd data-testid="withdraw-confirm-amount">{money(confirm.body.amount)}</dd>
              </div>
              <div>
                <dt>{t('withdraw.fee')}</dt>
                <dd>{money(confirm.fee)}</dd>
              </div>
              <div>
                <dt>{t('withdraw.total')}</dt>
                <dd>{money(confirm.total)}</dd>
              </div>
              <div>
                <dt>{t('withdraw.account')}</dt>
                <dd>
                  <bdi>{confirm.account}</bdi>
                </dd>
              </div>
            </dl>
          )
        }
      />
    </form>
  );
}

export default function WithdrawPage() {
  const { t } = useTranslation();
  const channels = useWithdrawChannels();
  const cards = useBankCards();
  const income = useIncome();
  const query = combineQueries({ channels, accounts: cards, income });
  return (
    <>
      <PageNavBar
        title={t('pages.withdraw')}
        right={
          <button
            type="button"
            className={styles.navAction}
            onClick={() => nav.navigateTo(paths.withdrawDetails)}
            aria-label={t('pages.withdrawalDetails')}
            data-testid="withdraw-to-details-nav"
          >
            <UnorderedListOutline />
          </button>
        }
      />
      <QueryState query={query}>
        {(data) =>
          data.channels.length === 0 ? (
            <p className={styles.empty}>{t('withdraw.noChannels')}</p>
          ) : (
            <WithdrawForm channels={data.channels} accounts={data.accounts} income={data.income} />
          )
        }
      </QueryState>
    </>
  );
}
