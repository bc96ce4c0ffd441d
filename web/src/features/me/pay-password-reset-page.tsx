import { ErrorCode } from '@club/contract/lib/errors';
import type { TPayPasswordResetSent } from '@club/contract/user';
import { Button, type PasscodeInputRef } from 'antd-mobile';
import { MailOutline } from 'antd-mobile-icons';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../api/errors';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import { PayPasscode } from '../../ui/pay-passcode';
import { SendCodeButton } from '../../ui/send-code-button';
import { TextField } from '../../ui/text-field';
import { toastSuccess } from '../../ui/toast';
import { useCountdown } from '../../ui/use-countdown';
import { checkPayConfirm, checkPayPassword, checkSmsCode, firstError } from '../../ui/validation';
import { WithTexts } from '../../ui/with-texts';
import { useSendPayPasswordResetSms } from './api/post-pay-password-reset-sms';
import { useResetPayPassword } from './api/post-reset-pay-password';
import styles from './me.module.css';
import { meTexts } from './texts';

type Step = 'new' | 'confirm';
type Pins = Record<Step, string>;

const PIN_LENGTH = 6;
/**
 * The contract's PAY_PASSWORD_RESET_HOLD_HOURS, repeated: importing a value of `@club/contract/user`
 * would hold the page until zod arrives. The page test fails if the two ever differ.
 */
const HOLD_HOURS = 24;
const EMPTY: Pins = { new: '', confirm: '' };

/** Refusals that are about the code; those about the new password; anything else is the form's. */
const CODE_ERRORS: number[] = [ErrorCode.SMS_CODE_INVALID, ErrorCode.SMS_CODE_EXPIRED];
const PIN_ERRORS: number[] = [ErrorCode.PAY_PASSWORD_FORMAT, ErrorCode.CONFIRM_MISMATCH];

/** A phone number reads left to right inside any sentence, an Arabic one too. */
const ltr = (text: string) => `\u2066${text}\u2069`;

/**
 * A forgotten payment password, replaced without the old one: a code sent by SMS to the registered
 * phone, then the new password twice on the number keyboard, as on the pay password page. Filling
 * the second one submits; the button submits again once the code is corrected. Each refusal is shown
 * under what it is about.
 */
function ResetForm() {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<TPayPasswordResetSent | null>(null);
  const [step, setStep] = useState<Step>('new');
  const [pins, setPins] = useState<Pins>(EMPTY);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [pinError, setPinError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const pinRef = useRef<PasscodeInputRef>(null);
  const countdown = useCountdown();
  const sms = useSendPayPasswordResetSms();
  const reset = useResetPayPassword();

  async function onSend() {
    setCodeError(null);
    try {
      const answer = await sms.mutateAsync();
      setSent(answer);
      countdown.start(answer.resendAfter);
    } catch (error) {
      setCodeError(errorMessage(error));
    }
  }

  function restartPins(message: string) {
    setPinError(message);
    setPins(EMPTY);
    setStep('new');
  }

  /** The code is wrong or missing: the keyboard closes so the field above shows with its message. */
  function refuseCode(message: string) {
    setCodeError(message);
    pinRef.current?.blur();
  }

  async function submit(all: Pins) {
    setFormError(null);
    const pinProblem = firstError(checkPayPassword(all.new), checkPayConfirm(all.new, all.confirm));
    const codeProblem = checkSmsCode(code);
    if (pinProblem) restartPins(pinProblem);
    if (codeProblem) refuseCode(codeProblem);
    if (pinProblem || codeProblem) return;
    try {
      await reset.mutateAsync({
        smsCode: code.trim(),
        payPassword: all.new,
        confirmPayPassword: all.confirm,
      });
      toastSuccess(t('payReset.done'));
      nav.back();
    } catch (error) {
      const refusal = isApiError(error) ? error.code : undefined;
      if (refusal !== undefined && CODE_ERRORS.includes(refusal)) {
        setCode('');
        refuseCode(errorMessage(error));
      } else if (refusal !== undefined && PIN_ERRORS.includes(refusal)) {
        restartPins(errorMessage(error));
      } else {
        setFormError(errorMessage(error));
      }
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (reset.isPending) return;
    if (step === 'confirm' && pins.confirm.length === PIN_LENGTH) {
      void submit(pins);
      return;
    }
    // Not both passwords in yet: say so under the passcode, and open its keyboard.
    setPinError(checkPayPassword(pins[step]) ?? t('validation.payPasswordDigits'));
    pinRef.current?.focus();
  }

  function onChange(value: string) {
    setPinError(null);
    setFormError(null);
    setPins((p) => ({ ...p, [step]: value }));
  }

  function onFill(value: string) {
    const all = { ...pins, [step]: value };
    setPins(all);
    if (step === 'new') setStep('confirm');
    else void submit(all);
  }

  return (
    <form className={styles.formCard} onSubmit={onSubmit} noValidate>
      <p className={styles.resetNote} data-testid="reset-hold-note">
        {t('payReset.note', { hours: HOLD_HOURS })}
      </p>
      <TextField
        prefix={<MailOutline />}
        value={code}
        onChange={(v) => {
          setCode(v.replace(/\D/g, ''));
          setCodeError(null);
        }}
        inputMode="numeric"
        autoComplete="one-time-code"
        name="smsCode"
        maxLength={6}
        placeholder={t('auth.smsCodePlaceholder')}
        aria-label={t('auth.smsCodePlaceholder')}
        aria-invalid={codeError !== null}
        data-testid="reset-code"
        suffix={
          <SendCodeButton
            remaining={countdown.remaining}
            loading={sms.isPending}
            onClick={onSend}
            testId="reset-send"
          />
        }
      />
      {sent && (
        <p className={styles.resetSent} aria-live="polite" data-testid="reset-sent">
          {t('payReset.codeSent', { phone: ltr(sent.phone) })}
        </p>
      )}
      {codeError && (
        <p className={styles.fieldError} role="alert" data-testid="reset-code-error">
          {codeError}
        </p>
      )}

      <div className={styles.resetPin}>
        <ol className={styles.steps} aria-hidden="true">
          <li className={styles.stepDone} />
          <li className={step === 'confirm' ? styles.stepDone : styles.step} />
        </ol>
        <p className={styles.payPrompt} data-testid="reset-pin-prompt">
          {step === 'new' ? t('me.enterNewPayPassword') : t('me.confirmNewPayPassword')}
        </p>
        <PayPasscode
          ref={pinRef}
          className={styles.passcode}
          value={pins[step]}
          error={pinError !== null}
          busy={reset.isPending}
          onChange={onChange}
          onFill={onFill}
          testId={`reset-${step}`}
          showCloseButton
        />
        {pinError && (
          <p className={styles.fieldError} role="alert" data-testid="reset-pin-error">
            {pinError}
          </p>
        )}
      </div>

      <Button
        className={styles.save}
        type="submit"
        color="primary"
        block
        shape="rounded"
        loading={reset.isPending}
        data-testid="reset-submit"
      >
        {t('me.submit')}
      </Button>
      {formError && (
        <p className={styles.fieldError} role="alert" data-testid="reset-error">
          {formError}
        </p>
      )}
    </form>
  );
}

function PayPasswordResetScreen() {
  const { t } = useTranslation();
  return (
    <>
      <PageNavBar title={t('payReset.title')} />
      <div className={styles.page}>
        <ResetForm />
      </div>
    </>
  );
}

export default function PayPasswordResetPage() {
  return (
    <WithTexts texts={meTexts}>
      <PayPasswordResetScreen />
    </WithTexts>
  );
}
