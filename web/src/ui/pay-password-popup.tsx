import type { PasscodeInputRef } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PayPasscode } from './pay-passcode';
import styles from './pay-password-popup.module.css';
import { Popup } from './popup';

/**
 * The 6-digit payment password that confirms a money-moving action (a withdrawal, a membership, an
 * investment), on the number keyboard or a hardware one, as on the pay password page. `onFill` gets the digits; the
 * owner clears `value` and sets `error` on a refusal. The flow around it (the set-up prompt, the
 * refusals, the way to a forgotten one) is `usePayPasswordStep` in shared/, which hands out these props.
 */
export function PayPasswordPopup({
  visible,
  value,
  error,
  busy,
  summary,
  testIdPrefix,
  onChange,
  onFill,
  onClose,
  onForgot,
}: {
  visible: boolean;
  value: string;
  error: boolean;
  busy: boolean;
  /** What is being confirmed: the amount, the fee, the account. */
  summary: ReactNode;
  /** `<prefix>-password` on the input, `<prefix>-close` on the close button. */
  testIdPrefix: string;
  onChange: (value: string) => void;
  onFill: (value: string) => void;
  onClose: () => void;
  /** "Forgot payment password?": the owner closes the popup and opens the reset by SMS. */
  onForgot?: () => void;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<PasscodeInputRef>(null);
  const [focused, setFocused] = useState(false);
  const titleId = useId();
  return (
    <Popup
      visible={visible}
      onMaskClick={busy ? undefined : onClose}
      onClose={onClose}
      afterShow={() => inputRef.current?.focus()}
      bodyClassName={styles.popup}
      destroyOnClose
    >
      {/* antd-mobile's sheet is a plain box: the dialog it is, for screen readers, is said here. */}
      <div role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className={styles.head}>
          <h2 className={styles.title} id={titleId}>
            {t('payPassword.title')}
          </h2>
          <button
            type="button"
            className={styles.close}
            onClick={onClose}
            disabled={busy}
            aria-label={t('common.cancel')}
            data-testid={`${testIdPrefix}-close`}
          >
            <CloseOutline />
          </button>
        </div>
        <div className={styles.summary}>{summary}</div>
        <div className={styles.input}>
          <PayPasscode
            ref={inputRef}
            className={styles.passcode}
            value={value}
            error={error}
            busy={busy}
            onChange={onChange}
            onFill={onFill}
            onFocus={() => setFocused(true)}
            onBlur={() => setFocused(false)}
            testId={`${testIdPrefix}-password`}
          />
          <p className={styles.hint}>{busy ? t('common.loading') : t('payPassword.hint')}</p>
          {onForgot && (
            <button
              type="button"
              className={styles.forgot}
              onClick={onForgot}
              disabled={busy}
              data-testid="pay-forgot"
            >
              {t('payPassword.forgot')}
            </button>
          )}
        </div>
        {/* Room for the number keyboard, which opens over the bottom of the screen. */}
        <div className={focused ? styles.keyboardSpace : undefined} />
      </div>
    </Popup>
  );
}
