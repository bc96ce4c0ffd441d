import type { TIncome } from '@club/contract';
import { minorToInput, parseAmount } from '@club/contract/lib/amount-text';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../ui/amount-field';
import type { Money } from '../../../ui/money';
import { showToast } from '../../../ui/toast';
import { useDebounced } from '../../../ui/use-debounced';
import { useTaxation } from '../api/get-taxation';
import type { WithdrawChannel } from '../api/get-withdraw-channels';
import { maxWithdrawal } from '../fee';
import styles from '../withdraw.module.css';

/**
 * The amount to withdraw: the field with "Max" (the most the available balance covers, fee
 * included), the channel's limits, and the fee and total the server will charge (taxation), asked
 * for once the amount rests.
 */
export function AmountSection({
  channel,
  income,
  money,
  value,
  onChange,
  problem,
}: {
  channel: WithdrawChannel;
  income: TIncome;
  money: Money;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the amount, said under the field (withdrawAmountCheck). */
  problem: string | null;
}) {
  const { t } = useTranslation();
  const exponent = income.currencyExponent;
  const parsed = parseAmount(value, exponent);
  const minor = parsed.ok ? parsed.minor : null;
  const settled = useDebounced(minor);
  const taxation = useTaxation(channel.id, settled);
  const fees = minor !== null && settled === minor && taxation.data?.amount === minor ? taxation.data : null;

  function onMax() {
    const max = maxWithdrawal(channel, income.available);
    if (max === null) {
      void showToast({ content: t('withdraw.maxUnavailable', { min: money(channel.minAmount) }) });
      return;
    }
    onChange(minorToInput(max, exponent));
  }

  return (
    <section className={styles.card}>
      <label className={styles.sectionTitle} htmlFor="withdraw-amount">
        {t('withdraw.amount')}
      </label>
      <AmountField
        id="withdraw-amount"
        value={value}
        onChange={onChange}
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
      {problem ? (
        <p className={styles.problem} aria-live="polite" data-testid="withdraw-amount-problem">
          {problem}
        </p>
      ) : (
        <p className={styles.hint} aria-live="polite">
          {t('withdraw.limits', { min: money(channel.minAmount), max: money(channel.maxAmount) })}
        </p>
      )}
      <dl className={styles.fees} aria-live="polite">
        <div>
          <dt>{t('withdraw.fee')}</dt>
          <dd data-testid="withdraw-fee" data-ready={fees ? true : undefined}>
            {fees ? money(fees.fee) : '—'}
          </dd>
        </div>
        <div>
          <dt>{t('withdraw.total')}</dt>
          <dd data-testid="withdraw-total">{fees ? money(fees.total) : '—'}</dd>
        </div>
      </dl>
    </section>
  );
}
