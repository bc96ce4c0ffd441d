import { isRtl } from '@club/contract/languages';
import { NumberKeyboard, PasscodeInput, type PasscodeInputRef, Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import styles from './withdraw.module.css';

/**
 * The 6-digit payment password that confirms a withdrawal, on the number keyboard (as on the pay
 * password page). `onFill` gets the digits; the owner clears `value` and sets `error` on a refusal.
 */
export function PayPasswordPopup({
  visible,
  value,
  error,
  busy,
  summary,
  onChange,
  onFill,
  onClose,
}: {
  visible: boolean;
  value: string;
  error: boolean;
  busy: boolean;
  /** What is being confirmed: the amount, the fee, the account. */
  summary: ReactNode;
  onChange: (value: string) => void;
  onFill: (value: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const inputRef = useRef<PasscodeInputRef>(null);
  const [focused, setFocused] = useState(false);
  return (
    <Popup
      visible={visible}
      onMaskClick={busy ? undefined : onClose}
      onClose={onClose}
      afterShow={() => inputRef.current?.focus()}
      bodyClassName={styles.payPopup}
      destroyOnClose
    >
      <div className={styles.payHead}>
        <h2 className={styles.payTitle}>{t('withdraw.payPasswordTitle')}</h2>
        <button
          type="button"
          className={styles.payClose}
          onClick={onClose}
          disabled={busy}
          aria-label={t('common.cancel')}
          data-testid="withdraw-pay-close"
        >
          <CloseOutline />
        </button>
      </div>
      <div className={styles.paySummary}>{summary}</div>
      <div className={styles.payInput}>
        <PasscodeInput
          ref={inputRef}
          className={styles.passcode}
          length={6}
          seperated
          value={value}
          error={error}
          onChange={onChange}
          onFill={onFill}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          direction={isRtl(currentLanguage()) ? 'rtl' : 'ltr'}
          data-testid="withdraw-pay-password"
          keyboard={<NumberKeyboard showCloseButton={false} data-testid="number-keyboard" />}
        />
        <p className={styles.payHint}>{busy ? t('common.loading') : t('withdraw.payPasswordHint')}</p>
      </div>
      {/* Room for the number keyboard, which opens over the bottom of the screen. */}
      <div className={focused ? styles.keyboardSpace : undefined} />
    </Popup>
  );
}
