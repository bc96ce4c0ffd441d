import type { TInvestCheck, TProject } from '@club/contract';
import { MAX_AMOUNT_MINOR, minorToInput, parseAmount } from '@club/contract/lib/amount-text';
import { Button } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { handleMembershipRequired } from '../../shared/activation-tips';
import type { Currency } from '../../shared/api/get-config';
import { nav } from '../../shared/navigation';
import { shareholdingPath } from '../../shared/paths';
import { usePayPasswordStep } from '../../shared/pay-password-step';
import { checkAmount } from '../../ui/amount-check';
import { AmountField } from '../../ui/amount-field';
import { formatNumber } from '../../ui/format';
import type { Money } from '../../ui/money';
import { PayPasswordPopup } from '../../ui/pay-password-popup';
import { Popup } from '../../ui/popup';
import { toastSuccess } from '../../ui/toast';
import { useDebounced } from '../../ui/use-debounced';
import { useInvestCheck } from './api/get-invest-check';
import { useInvest } from './api/post-invest';
import { canConfirm } from './blockers';
import { InvestBlockers } from './invest-blockers';
import { InvestCoupon } from './invest-coupon';
import { InvestProjection } from './invest-projection';
import styles from './project.module.css';
import { RiskWarning } from './risk-warning';

/** Quick amounts, as multiples of the minimum (which is also the step). */
const MULTIPLES = [1, 2, 5, 10] as const;

function QuickAmounts({
  project,
  exponent,
  onPick,
}: {
  project: TProject;
  exponent: number;
  onPick: (text: string) => void;
}) {
  const open = project.amount - project.raised;
  const amounts = MULTIPLES.map((n) => n * project.single).filter((a) => a <= open || a === project.single);
  return (
    <div className={styles.quick}>
      {amounts.map((amount, i) => (
        <button
          key={amount}
          type="button"
          className={styles.quickChip}
          onClick={() => onPick(minorToInput(amount, exponent))}
          data-testid={`invest-quick-${MULTIPLES[i]}`}
        >
          ×{formatNumber(MULTIPLES[i])}
        </button>
      ))}
    </div>
  );
}

/**
 * Investing in one project, in a bottom sheet: the amount, the coupon, the exact projection and what
 * stands in the way (all from invest/check), the risk warning, then the pay password.
 */
export function InvestSheet({
  project,
  visible,
  money,
  currency,
  onClose,
}: {
  project: TProject;
  visible: boolean;
  money: Money;
  currency: Currency;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const exponent = currency.currencyExponent;
  const [amount, setAmount] = useState(() => minorToInput(project.single, exponent));
  const [riskAccepted, setRiskAccepted] = useState(false);
  // Undefined until the member picks: invest/check then applies their best coupon for each amount.
  const [couponId, setCouponId] = useState<number | null>();
  const invest = useInvest();

  const parsed = parseAmount(amount, exponent);
  const minor = parsed.ok ? parsed.minor : null;
  const settled = useDebounced(minor);
  const check = useInvestCheck(project.id, visible ? settled : null, couponId);
  // The answer for exactly the amount in the field; an older one stays on screen, dimmed.
  const current =
    minor !== null && settled === minor && !check.isPlaceholderData && !check.isFetching
      ? check.data
      : undefined;
  const shown = minor === null ? undefined : check.data;
  const amountError = amount && !parsed.ok ? amountMessage(amount, exponent, money) : null;
  const ready = canConfirm(current, riskAccepted);
  const checking = visible && minor !== null && !current && !check.error;
  const pay = usePayPasswordStep<{ amount: number; check: TInvestCheck }>({
    confirm: async (target, payPassword) => {
      const { id } = await invest.mutateAsync({
        projectId: project.id,
        amount: target.amount,
        // The coupon of the check the member confirmed, the one its figures were worked out with.
        couponId: target.check.couponId,
        payPassword,
        acceptRisk: riskAccepted,
      });
      onClose();
      toastSuccess(t('invest.success'));
      nav.navigateTo(shareholdingPath(id));
    },
    // Whatever was refused, the projection and its blockers are asked for again.
    onRefused: (error) => {
      void check.refetch();
      return handleMembershipRequired(error);
    },
  });

  function onConfirm() {
    if (ready && minor !== null && current) void pay.open({ amount: minor, check: current });
  }

  return (
    <>
      <Popup
        visible={visible}
        onMaskClick={onClose}
        onClose={onClose}
        bodyClassName={styles.sheet}
        data-testid="invest-sheet"
      >
        <div className={styles.sheetHead}>
          <h2 className={styles.sheetTitle}>{t('invest.sheetTitle')}</h2>
          <p className={styles.sheetProject}>{project.title}</p>
          <button
            type="button"
            className={styles.sheetClose}
            onClick={onClose}
            aria-label={t('common.cancel')}
            data-testid="invest-close"
          >
            <CloseOutline />
          </button>
        </div>
        <div className={styles.sheetBody}>
          <label className={styles.subTitle} htmlFor="invest-amount">
            {t('invest.amount')}
          </label>
          <AmountField
            id="invest-amount"
            value={amount}
            onChange={setAmount}
            exponent={exponent}
            currency={currency.currency}
            placeholder={t('invest.amountPlaceholder')}
            testId="invest-amount"
          />
          <QuickAmounts project={project} exponent={exponent} onPick={setAmount} />
          {amountError && (
            <p className={styles.fieldError} role="alert">
              {amountError}
            </p>
          )}
          {shown && <InvestCoupon check={shown} money={money} stale={!current} onPick={setCouponId} />}
          <dl className={styles.hints}>
            <div>
              <dt>{t('invest.step')}</dt>
              <dd data-testid="invest-step">{t('invest.stepValue', { min: money(project.single) })}</dd>
            </div>
            <div>
              <dt>{t('invest.remaining')}</dt>
              <dd data-testid="invest-remaining">{shown ? money(shown.remaining) : '—'}</dd>
            </div>
            <div>
              <dt>{t('invest.spendable')}</dt>
              <dd data-testid="invest-spendable">{shown ? money(shown.spendable) : '—'}</dd>
            </div>
          </dl>

          {current && <InvestBlockers blockers={current.blockers} onLeave={onClose} />}
          {shown && <InvestProjection check={shown} money={money} currency={currency} stale={!current} />}
          {shown && (
            <RiskWarning
              text={shown.riskWarning}
              required={shown.riskAcceptanceRequired}
              accepted={riskAccepted}
              onAccept={setRiskAccepted}
            />
          )}
          {check.error && !shown && <p className={styles.fieldError}>{(check.error as Error).message}</p>}
        </div>
        <div className={styles.sheetFoot}>
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            disabled={!ready}
            loading={checking}
            onClick={onConfirm}
            data-testid="invest-submit"
          >
            {minor === null ? t('invest.submit') : t('invest.submitAmount', { amount: money(minor) })}
          </Button>
        </div>
      </Popup>
      <PayPasswordPopup
        {...pay.popup}
        testIdPrefix="invest-pay"
        summary={
          pay.target && (
            <dl className={styles.payFacts}>
              <div>
                <dt>{t('invest.amount')}</dt>
                <dd data-testid="invest-confirm-amount">{money(pay.target.amount)}</dd>
              </div>
              {pay.target.check.discount > 0 && (
                <>
                  <div>
                    <dt>{t('invest.couponDiscount')}</dt>
                    <dd>{money(-pay.target.check.discount, { signed: true })}</dd>
                  </div>
                  <div>
                    <dt>{t('invest.youPay')}</dt>
                    <dd data-testid="invest-confirm-pay">{money(pay.target.check.pay)}</dd>
                  </div>
                </>
              )}
              <div>
                <dt>{t('invest.totalInterest')}</dt>
                <dd>{money(pay.target.check.totalInterest)}</dd>
              </div>
              <div>
                <dt>{t('project.title')}</dt>
                <dd>{project.title}</dd>
              </div>
            </dl>
          )
        }
      />
    </>
  );
}

/** Why the text in the field is not an amount (empty is not an error while typing). */
function amountMessage(text: string, exponent: number, money: Money): string | null {
  const checked = checkAmount(text, {
    field: 'investmentAmount',
    exponent,
    min: 1,
    max: MAX_AMOUNT_MINOR,
    money,
  });
  return checked.ok ? null : checked.message;
}
