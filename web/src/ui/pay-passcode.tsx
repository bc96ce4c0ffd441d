import { isRtl } from '@club/contract/lib/languages';
import { NumberKeyboard, PasscodeInput, type PasscodeInputRef } from 'antd-mobile';
import { type Ref, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';

const LENGTH = 6;

/** Whether a key press belongs to a text field of its own rather than to the passcode. */
function typedElsewhere(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.tagName === 'INPUT' || target.tagName === 'TEXTAREA')
  );
}

/**
 * The 6-digit payment password on antd's number keyboard, usable without a touch screen: digits and
 * Backspace from a hardware keyboard go into it while it is shown (unless `busy`), and a live region
 * tells a screen reader how many digits are in, since the cells show only dots.
 */
export function PayPasscode({
  ref,
  value,
  error,
  busy = false,
  className,
  testId,
  showCloseButton = false,
  onChange,
  onFill,
  onFocus,
  onBlur,
}: {
  ref?: Ref<PasscodeInputRef>;
  value: string;
  error: boolean;
  busy?: boolean;
  className?: string;
  testId: string;
  showCloseButton?: boolean;
  onChange: (value: string) => void;
  onFill: (value: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
}) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);

  // antd keeps a hidden native input for its own keyboard-less mode; with the number keyboard it is
  // never used, and a focusable input inside the passcode's button is a trap for assistive tech.
  // antd parks it at `left: -200vw`, which in a right-to-left page widens the document to the
  // left: the whole page could be swiped sideways (and a screenshot came out blank), so it is
  // taken out of the layout too.
  useEffect(() => {
    const native = box.current?.querySelector('input');
    if (native) {
      native.disabled = true;
      native.style.display = 'none';
    }
  }, []);

  // The latest value for the key handler, which is bound once.
  const latest = useRef({ value, busy, onChange });
  latest.current = { value, busy, onChange };
  useEffect(() => {
    function onKeyDown(e: KeyboardEvent) {
      const { value, busy, onChange } = latest.current;
      if (busy || e.ctrlKey || e.metaKey || e.altKey || typedElsewhere(e.target)) return;
      if (/^[0-9]$/.test(e.key)) {
        e.preventDefault();
        if (value.length < LENGTH) onChange(value + e.key);
      } else if (e.key === 'Backspace') {
        e.preventDefault();
        onChange(value.slice(0, -1));
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <div ref={box} style={{ display: 'contents' }}>
      <PasscodeInput
        ref={ref}
        className={className}
        length={LENGTH}
        seperated
        value={value}
        error={error}
        onChange={onChange}
        onFill={onFill}
        onFocus={onFocus}
        onBlur={onBlur}
        direction={isRtl(currentLanguage()) ? 'rtl' : 'ltr'}
        data-testid={testId}
        keyboard={<NumberKeyboard showCloseButton={showCloseButton} data-testid="number-keyboard" />}
      />
      <p className="visually-hidden" aria-live="polite">
        {t('payPassword.entered', { filled: value.length })}
      </p>
    </div>
  );
}
