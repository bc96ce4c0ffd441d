import { minorToInput, parseAmount } from '@club/contract/lib/amount-text';
import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from './format';

/** The text a field shows for a value the form holds: nothing for no value. */
const textOf = (value: number | null | undefined, exponent: number) =>
  value === null || value === undefined || Number.isNaN(value) ? '' : minorToInput(value, exponent);

/**
 * An amount typed in major units ("1250.50") held by the form as integer minor units (125050), the
 * way the API takes it; parsed as text, never through a float. Invalid text holds `NaN`, which
 * `useMoneyRule` refuses with a message. Zero is a real amount where a fee or bonus may be nothing.
 */
export function MoneyInput(props: {
  value?: number | null;
  onChange?: (minor: number | null) => void;
  id?: string;
  /** The field's name where no form label shows (an inline form). */
  'aria-label'?: string;
}) {
  const { currency, exponent } = useCurrency();
  const [text, setText] = useState(textOf(props.value, exponent));
  const [seen, setSeen] = useState(props.value);
  // Only an outside change of the value (a form reset, a loaded record) rewrites the typed text.
  if (props.value !== seen && !Number.isNaN(props.value)) {
    setSeen(props.value);
    setText(textOf(props.value, exponent));
  }
  return (
    <Input
      id={props.id}
      aria-label={props['aria-label']}
      inputMode="decimal"
      value={text}
      suffix={currency}
      onChange={(e) => {
        setText(e.target.value);
        const parsed = parseAmount(e.target.value, exponent);
        const minor = parsed.ok
          ? parsed.minor
          : parsed.reason === 'zero'
            ? 0
            : parsed.reason === 'empty'
              ? null
              : Number.NaN;
        setSeen(minor);
        props.onChange?.(minor);
      }}
    />
  );
}

/** Form rule for a MoneyInput: required, and a valid amount above zero (or zero, where allowed). */
export function useMoneyRule(opts: { allowZero?: boolean } = {}) {
  const { t } = useTranslation();
  return {
    validator: (_: unknown, value: number | null | undefined) => {
      if (value === null || value === undefined) return Promise.reject(t('common.required'));
      if (Number.isNaN(value) || value < 0 || (value === 0 && !opts.allowZero)) {
        return Promise.reject(t('common.badAmount'));
      }
      return Promise.resolve();
    },
  };
}
