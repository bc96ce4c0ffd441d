import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'prefix'> & {
  value: string;
  onChange: (value: string) => void;
  /** Shown before the input: an icon, or an area-code button. */
  prefix?: ReactNode;
  /** Shown after the input: a button such as "Send code". */
  suffix?: ReactNode;
  'data-testid'?: string;
};

/**
 * A native input in the app's field style. Native (not antd's Input) so `data-testid`, `name` and
 * `autocomplete` land on the <input> itself, where tests and password managers look for them.
 */
/**
 * The show/hide password glyphs, drawn here: antd-mobile-icons' eye pair weighs ~3.7 KB gzipped, on
 * the login route's first load. Same box and alignment as its icons (1em, 48 × 48).
 */
function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      className="antd-mobile-icon"
      width="1em"
      height="1em"
      viewBox="0 0 48 48"
      style={{ verticalAlign: '-0.125em' }}
      fill="none"
      stroke="currentColor"
      strokeWidth={3.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {open ? (
        <>
          <path d="M4 24C9 15 16 11 24 11s15 4 20 13c-5 9-12 13-20 13S9 33 4 24z" />
          <circle cx={24} cy={24} r={6} />
        </>
      ) : (
        <path d="M5 19c5 7 11 10 19 10s14-3 19-10M16 27l-3 5M24 29v6M32 27l3 5" />
      )}
    </svg>
  );
}

export function TextField({ value, onChange, prefix, suffix, className, maxLength = 140, ...rest }: Props) {
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      {prefix && <span className={styles.fieldIcon}>{prefix}</span>}
      <input
        className={styles.input}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        {...rest}
      />
      {suffix}
    </div>
  );
}

/** A password field with a show/hide toggle. */
export function PasswordField(props: Omit<Props, 'type' | 'suffix'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      suffix={
        <button
          type="button"
          className={styles.iconButton}
          aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
          data-testid={props['data-testid'] ? `${props['data-testid']}-toggle` : undefined}
        >
          <EyeIcon open={visible} />
        </button>
      }
    />
  );
}
