import { EyeInvisibleOutline, EyeOutline } from 'antd-mobile-icons';
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
          {visible ? <EyeOutline /> : <EyeInvisibleOutline />}
        </button>
      }
    />
  );
}
