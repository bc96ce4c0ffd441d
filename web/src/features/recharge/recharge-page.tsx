import type { TIncome } from '@club/contract';
import { minorToInput, parseAmount } from '@club/contract/lib/amount-text';
import { formatMinor, parseRatePpm, toMicroUsdt } from '@club/contract/lib/money-math';
import { BankcardOutline, PayCircleOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { combineQueries } from '../../api/combine-queries';
import { useIncome } from '../../shared/api/get-income';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { checkAmount } from '../../ui/amount-check';
import { AmountField } from '../../ui/amount-field';
import { EmptyState } from '../../ui/empty-state';
import { type Money, moneyOf } from '../../ui/money';
import { QueryState } from '../../ui/query-state';
import { SubmitButton } from '../../ui/submit-button';
import { toastError } from '../../ui/toast';
import { type RechargeChannel, useRechargeChannels } from './api/get-recharge-channels';
import { useSubmitRecharge } from './api/post-recharge-submit';
import { quickAmounts } from './quick-amounts';
import styles from './recharge.module.css';

function ChannelIcon({ kind }: { kind: RechargeChannel['kind'] }) {
  if (kind === 'bank') return <BankcardOutline />;
  if (kind === 'usdt') return <span className={styles.tether}>₮</span>;
  return <PayCircleOutline />;
}

function ChannelPicker({
  channels,
  value,
  onChange,
}: {
  channels: RechargeChannel[];
  value: RechargeChannel;
  onChange: (channel: RechargeChannel) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.channels} aria-labelledby="recharge-channel-title">
      {channels.map((channel) => {
        const active = channel.id === value.id;
        return (
          <button
            key={channel.id}
            type="button"
            className={active ? styles.channelActive : styles.channel}
            aria-pressed={active}
            onClick={() => onChange(channel)}
            data-testid={`recharge-channel-${channel.code}`}
          >
            <span className={styles.channelIcon}>
              <ChannelIcon kind={channel.kind} />
            </span>
            <span className={styles.channelText}>
              <span className={styles.channelName}>{channel.name}</span>
              <span className={styles.channelHint}>{t(`recharge.kindHint.${channel.kind}`)}</span>
            </span>
          </button>
        );
      })}
    </fieldset>
  );
}

/** Micro-USDT as the decimal a wallet shows: six places at most, two at least. */
function usdtText(micro: number): string {
  return formatMinor(micro, 6).replace(/(\.\d\d\d*?)0+$/, '$1');
}

/**
 * A USDT channel's rate, and what the typed amount comes to in USDT at it. The order adds a few
 * micro-USDT that tell payments apart, so the exact figure to send is on the next screen.
 */
function UsdtQuote({
  rate,
  amount,
  exponent,
  currency,
}: {
  rate: string;
  amount: string;
  exponent: number;
  currency: string;
}) {
  const { t } = useTranslation();
  const ppm = parseRatePpm(rate);
  if (ppm === undefined) return null;
  const parsed = parseAmount(amount, exponent);
  return (
    <p className={styles.hint} data-testid="recharge-usdt-quote">
      {parsed.ok
        ? t('recharge.usdtQuote', {
            usdt: usdtText(toMicroUsdt(parsed.minor, ppm, exponent)),
            rate,
            currency,
          })
        : t('recharge.usdtRate', { rate, currency })}
    </p>
  );
}

function RechargeForm({ channels, income }: { channels: RechargeChannel[]; income: TIncome }) {
  const { t } = useTranslation();
  const [channel, setChannel] = useState(channels[0]);
  const [amount, setAmount] = useState('');
  const submit = useSubmitRecharge();
  const money: Money = moneyOf(income);
  const exponent = income.currencyExponent;
  const quick = quickAmounts(channel, exponent);
  const checked = checkAmount(amount, {
    field: 'rechargeAmount',
    exponent,
    min: channel.minAmount,
    max: channel.maxAmount,
    money,
  });
  // Said under the field as the member types (the channel's range named), and for an empty field
  // once they tried to go on; never a toast over the keyboard.
  const [tried, setTried] = useState(false);
  const problem = !checked.ok && (amount !== '' || tried) ? checked.message : undefined;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!checked.ok) {
      setTried(true);
      document.getElementById('recharge-amount')?.focus();
      return;
    }
    try {
      const order = await submit.mutateAsync({ channelId: channel.id, amount: checked.minor });
      nav.navigateTo(`${paths.rechargePay}?orderId=${order.id}`);
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <form className={styles.page} onSubmit={onSubmit} noValidate>
      <section className={styles.card}>
        <h2 className={styles.sectionTitle} id="recharge-channel-title">
          {t('recharge.channel')}
        </h2>
        <ChannelPicker channels={channels} value={channel} onChange={setChannel} />
      </section>

      <section className={styles.card}>
        <label className={styles.sectionTitle} htmlFor="recharge-amount">
          {t('recharge.amount')}
        </label>
        <AmountField
          id="recharge-amount"
          value={amount}
          onChange={setAmount}
          exponent={exponent}
          currency={income.currency}
          placeholder={t('recharge.amountPlaceholder')}
          testId="recharge-amount"
        />
        {problem ? (
          <p className={styles.problem} aria-live="polite" data-testid="recharge-amount-problem">
            {problem}
          </p>
        ) : (
          <p className={styles.hint} aria-live="polite" data-testid="recharge-limits">
            {t('recharge.limits', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
          </p>
        )}
        {channel.kind === 'usdt' && (
          <UsdtQuote rate={channel.rate} amount={amount} exponent={exponent} currency={income.currency} />
        )}
        {quick.length > 0 && (
          <fieldset className={styles.quick} aria-label={t('recharge.quickAmounts')}>
            {quick.map((minor) => {
              const text = minorToInput(minor, exponent);
              const active = text === amount;
              return (
                <button
                  key={minor}
                  type="button"
                  className={active ? styles.quickActive : styles.quickAmount}
                  aria-pressed={active}
                  onClick={() => setAmount(text)}
                  data-testid={`recharge-quick-${text}`}
                >
                  {money(minor)}
                </button>
              );
            })}
          </fieldset>
        )}
      </section>

      <p className={styles.notice}>{t('recharge.notice')}</p>

      <SubmitButton loading={submit.isPending} testId="recharge-submit">
        {t('recharge.submit')}
      </SubmitButton>
    </form>
  );
}

export default function RechargePage() {
  const { t } = useTranslation();
  const channels = useRechargeChannels();
  const income = useIncome();
  const query = combineQueries({ channels, income });
  return (
    <>
      <PageNavBar
        title={t('pages.recharge')}
        right={
          <button
            type="button"
            className={styles.navAction}
            onClick={() => nav.navigateTo(paths.rechargeDetails)}
            aria-label={t('pages.rechargeDetails')}
            data-testid="recharge-to-details"
          >
            <UnorderedListOutline />
          </button>
        }
      />
      <QueryState query={query}>
        {(data) =>
          data.channels.length === 0 ? (
            <EmptyState description={t('recharge.noChannels')} />
          ) : (
            <RechargeForm channels={data.channels} income={data.income} />
          )
        }
      </QueryState>
    </>
  );
}
