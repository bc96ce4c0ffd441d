import type { PasscodeInputRef } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePerson } from '../../shared/api/get-person';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { PayPasscode } from '../../ui/pay-passcode';
import { QueryState } from '../../ui/query-state';
import { showToast, toastError, toastSuccess } from '../../ui/toast';
import { checkPayConfirm, checkPayPassword, firstError } from '../../ui/validation';
import { useSetPayPassword } from './api/post-set-pay-password';
import { useUpdatePayPassword } from './api/post-update-pay-password';
import styles from './me.module.css';

type Step = 'old' | 'new' | 'confirm';

/**
 * Set the 6-digit payment password, or change it when one is set: one passcode at a time
 * (current → new → again), on the number keyboard.
 */
function PayPasswordFlow({ hasPayPassword }: { hasPayPassword: boolean }) {
  const { t } = useTranslation();
  const steps: Step[] = hasPayPassword ? ['old', 'new', 'confirm'] : ['new', 'confirm'];
  const [step, setStep] = useState<Step>(steps[0]);
  const [values, setValues] = useState<Record<Step, string>>({ old: '', new: '', confirm: '' });
  const inputRef = useRef<PasscodeInputRef>(null);
  const [error, setError] = useState(false);
  const setPay = useSetPayPassword();
  const updatePay = useUpdatePayPassword();
  const busy = setPay.isPending || updatePay.isPending;

  // The input starts focused, which opens the number keyboard, and keeps focus across the steps.
  useEffect(() => {
    if (!busy) inputRef.current?.focus();
  }, [busy]);

  const prompts: Record<Step, string> = {
    old: t('me.enterOldPayPassword'),
    new: t('me.enterNewPayPassword'),
    confirm: t('me.confirmNewPayPassword'),
  };

  function restart(at: Step, message: string) {
    void showToast({ content: message });
    setError(true);
    setValues((v) => ({ ...v, new: '', confirm: '', ...(at === 'old' ? { old: '' } : {}) }));
    setStep(at);
  }

  async function submit(all: Record<Step, string>) {
    const problem = firstError(
      hasPayPassword ? checkPayPassword(all.old) : null,
      checkPayPassword(all.new),
      checkPayConfirm(all.new, all.confirm),
    );
    if (problem) {
      restart('new', problem);
      return;
    }
    try {
      if (hasPayPassword) {
        await updatePay.mutateAsync({
          oldPayPassword: all.old,
          payPassword: all.new,
          confirmPayPassword: all.confirm,
        });
        toastSuccess(t('me.payPasswordChanged'));
      } else {
        await setPay.mutateAsync({ payPassword: all.new, confirmPayPassword: all.confirm });
        toastSuccess(t('me.payPasswordSet'));
      }
      nav.back();
    } catch (e) {
      toastError(e);
      setError(true);
      setValues({ old: '', new: '', confirm: '' });
      setStep(steps[0]);
    }
  }

  function onChange(value: string) {
    setError(false);
    setValues((v) => ({ ...v, [step]: value }));
  }

  function onFill(value: string) {
    const all = { ...values, [step]: value };
    setValues(all);
    const next = steps[steps.indexOf(step) + 1];
    if (next) setStep(next);
    else void submit(all);
  }

  return (
    <div className={styles.payCard}>
      <ol className={styles.steps} aria-hidden="true">
        {steps.map((s) => (
          <li key={s} className={steps.indexOf(s) <= steps.indexOf(step) ? styles.stepDone : styles.step} />
        ))}
      </ol>
      <p className={styles.payPrompt} data-testid="pay-password-prompt">
        {prompts[step]}
      </p>
      <PayPasscode
        className={styles.passcode}
        value={values[step]}
        error={error}
        busy={busy}
        onChange={onChange}
        onFill={onFill}
        ref={inputRef}
        testId={`pay-password-${step}`}
        showCloseButton
      />
      {step === 'old' && (
        // Once reset, the reset page goes back here, where the new password now opens the change.
        <button
          type="button"
          className={styles.forgotLink}
          onClick={() => nav.navigateTo(paths.payPasswordReset)}
          disabled={busy}
          data-testid="pay-password-forgot"
        >
          {t('payPassword.forgot')}
        </button>
      )}
      <p className={styles.payHint}>{t('me.payPasswordHint')}</p>
    </div>
  );
}

export default function PayPasswordPage() {
  const { t } = useTranslation();
  const person = usePerson();
  const has = person.data?.hasPayPassword;
  return (
    <>
      <PageNavBar title={has ? t('pages.changePayPassword') : t('pages.setPayPassword')} />
      <div className={styles.page}>
        {/* Set or change depends on the fresh profile, not the cached one. */}
        <QueryState query={{ ...person, data: person.isPlaceholderData ? undefined : person.data }}>
          {(p) => <PayPasswordFlow hasPayPassword={p.hasPayPassword} />}
        </QueryState>
      </div>
    </>
  );
}
