import { minorToInput, parseAmount } from '@club/contract/amount-text';
import { Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from './format';

/**
 * An amount typed in major units ("1250.50") held by the form as integer minor units (125050), the
 * way the API takes it; parsed as text, never through a float. Invalid text holds `NaN`, which the
 * `moneyRule` refuses with a message.
 */
export function MoneyInput(props: {
  value?: number | null;
  onChange?: (minor: number | null) => void;
  id?: string;
}) {
  const { currency, exponent } = useCurrency();
  const [text, setText] = useState(props.value ? minorToInput(props.value, exponent) : '');
  const [seen, setSeen] = useState(props.value);
  // Only an outside change of the value (a form reset, a loaded record) rewrites the typed text.
  if (props.value !== seen && !Number.isNaN(props.value)) {
    setSeen(props.value);
    setText(props.value ? minorToInput(props.value, exponent) : '');
  }
  return (
    <Input
      id={props.id}
      inputMode="decimal"
      value={text}
      suffix={currency}
      onChange={(e) => {
        setText(e.target.value);
        const parsed = parseAmount(e.target.value, exponent);
        const minor = parsed.ok ? parsed.minor : e.target.value.trim() === '' ? null : Number.NaN;
        setSeen(minor);
        props.onChange?.(minor);
      }}
    />
  );
}

/** Form rule for a MoneyInput: required, and a valid positive amount. */
export function useMoneyRule() {
  const { t } = useTranslation();
  return {
    validator: (_: unknown, value: number | null | undefined) => {
      if (value === null || value === undefined) return Promise.reject(t('common.required'));
      if (Number.isNaN(value) || value <= 0) return Promise.reject(t('common.badAmount'));
      return Promise.resolve();
    },
  };
}
