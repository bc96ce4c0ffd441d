import { cleanAmountInput } from '@club/contract/lib/amount-text';
import type { ReactNode } from 'react';
import { TextField } from './text-field';
import styles from './widgets.module.css';

/**
 * An amount in major units of the currency ("123.45"). It keeps only what can become an amount
 * (digits, one separator, the currency's decimals); parseAmount turns it into minor units.
 */
export function AmountField({
  value,
  onChange,
  exponent,
  currency,
  placeholder,
  suffix,
  id,
  testId,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  exponent: number;
  /** Shown before the digits, e.g. "USD". */
  currency: string;
  placeholder: string;
  suffix?: ReactNode;
  id?: string;
  testId?: string;
  /** The accessible name, when no <label> points at the field. */
  label?: string;
}) {
  return (
    <TextField
      id={id}
      className={styles.amountField}
      value={value}
      onChange={(next) => {
        const clean = cleanAmountInput(next, exponent);
        if (clean !== null) onChange(clean);
      }}
      inputMode={exponent > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      // Digits read left to right; an empty field keeps the page direction for its placeholder.
      dir={value ? 'ltr' : undefined}
      placeholder={placeholder}
      aria-label={label}
      prefix={<span className={styles.currency}>{currency}</span>}
      suffix={suffix}
      maxLength={24}
      data-testid={testId}
    />
  );
}
