import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ratePercent } from '@club/contract/lib/money-math';
import { Button, Flex, Input, InputNumber, Select, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Descriptor, type FormValue, patternOf } from './setting-values';

type InputProps = {
  descriptor: Descriptor;
  value?: FormValue;
  onChange?: (value: FormValue) => void;
  disabled?: boolean;
  id?: string;
  /** What a screen reader says for this input (lists say which item). */
  ariaLabel?: string;
  /** A label for list item n (1-based). */
  itemLabel?: (n: number) => string;
  /** A hint after a number ("= 5 MiB"), worked out by the page from the key's unit. */
  numberHint?: (value: number) => string | undefined;
};

const WIDE = { width: '100%', maxWidth: 420 };

/** A rate typed as a decimal ("0.015"), with the percentage it means beside it. */
function RateInput(props: InputProps) {
  const { t } = useTranslation();
  const text = typeof props.value === 'string' ? props.value : '';
  const percent = ratePercent(text);
  const bad = text.trim() !== '' && !patternOf(props.descriptor)?.test(text.trim());
  return (
    <Input
      id={props.id}
      aria-label={props.ariaLabel}
      inputMode="decimal"
      placeholder="0.015"
      value={text}
      disabled={props.disabled}
      status={bad ? 'error' : undefined}
      style={{ width: 220 }}
      suffix={
        <Typography.Text type="secondary">
          {percent !== undefined ? t('settings.percent', { value: percent }) : ' '}
        </Typography.Text>
      }
      onChange={(e) => props.onChange?.(e.target.value)}
    />
  );
}

/** A list of items, each with its own input; add and remove within the list's bounds. */
function ListInput(props: InputProps) {
  const { t } = useTranslation();
  const d = props.descriptor;
  const item: Descriptor = d.item ?? { type: d.type === 'rateList' ? 'rate' : 'json', nullable: false };
  const items = Array.isArray(props.value) ? props.value : [];
  const fixed = d.minItems !== undefined && d.minItems === d.maxItems;
  const canAdd = !fixed && (d.maxItems === undefined || items.length < d.maxItems);
  const canRemove = !fixed && items.length > (d.minItems ?? 0);
  const label = props.itemLabel ?? ((n: number) => t('settings.item', { n }));
  const set = (i: number, v: FormValue) => props.onChange?.(items.map((x, j) => (j === i ? v : x)));
  const blank: FormValue =
    item.type === 'boolean' ? false : item.type === 'int' || item.type === 'number' ? null : '';
  return (
    <Flex vertical gap={8} id={props.id}>
      {items.map((v, i) => (
        // The items have no identity of their own; their place in the list is what they mean.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Flex key={i} gap={8} align="center">
          <Typography.Text type="secondary" style={{ minWidth: 72 }}>
            {label(i + 1)}
          </Typography.Text>
          <SettingInput
            descriptor={item}
            value={v}
            disabled={props.disabled}
            ariaLabel={`${props.ariaLabel ?? ''} ${label(i + 1)}`.trim()}
            onChange={(next) => set(i, next)}
          />
          {canRemove && !props.disabled && (
            <Button
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t('settings.removeItem', { item: label(i + 1) })}
              onClick={() => props.onChange?.(items.filter((_, j) => j !== i))}
            />
          )}
        </Flex>
      ))}
      {canAdd && !props.disabled && (
        <Button
          type="dashed"
          icon={<PlusOutlined />}
          style={{ width: 220 }}
          onClick={() => props.onChange?.([...items, blank])}
        >
          {t('settings.addItem')}
        </Button>
      )}
    </Flex>
  );
}

/** The input a setting's descriptor calls for; the form holds `FormValue`s (see setting-values.ts). */
export function SettingInput(props: InputProps) {
  const { t } = useTranslation();
  const d = props.descriptor;
  const common = { id: props.id, disabled: props.disabled, 'aria-label': props.ariaLabel };
  switch (d.type) {
    case 'int':
    case 'number': {
      const value = typeof props.value === 'number' ? props.value : null;
      const hint = value !== null ? props.numberHint?.(value) : undefined;
      return (
        <Flex gap={8} align="center">
          <InputNumber<number>
            {...common}
            value={value}
            min={d.min}
            max={d.max}
            precision={d.type === 'int' ? 0 : undefined}
            placeholder={d.nullable ? t('settings.notSet') : undefined}
            style={{ width: 220 }}
            onChange={(v) => props.onChange?.(v ?? null)}
          />
          {hint && <Typography.Text type="secondary">{hint}</Typography.Text>}
        </Flex>
      );
    }
    case 'boolean':
      return (
        <Switch
          {...common}
          checked={props.value === true}
          checkedChildren={t('settings.on')}
          unCheckedChildren={t('settings.off')}
          onChange={(v) => props.onChange?.(v)}
        />
      );
    case 'enum':
      return (
        <Select
          {...common}
          value={typeof props.value === 'string' ? props.value : undefined}
          allowClear={d.nullable}
          placeholder={d.nullable ? t('settings.notSet') : undefined}
          style={{ width: 220 }}
          options={(d.options ?? []).map((o) => ({ value: o, label: o }))}
          onChange={(v) => props.onChange?.(v ?? null)}
        />
      );
    case 'rate':
      return <RateInput {...props} />;
    case 'list':
    case 'rateList':
      return <ListInput {...props} />;
    case 'json':
      return (
        <Input.TextArea
          {...common}
          value={typeof props.value === 'string' ? props.value : ''}
          autoSize={{ minRows: 3, maxRows: 16 }}
          style={{ ...WIDE, fontFamily: 'monospace' }}
          onChange={(e) => props.onChange?.(e.target.value)}
        />
      );
    default: {
      const text = typeof props.value === 'string' ? props.value : '';
      const long = (d.maxLength ?? 0) > 100;
      const textProps = {
        ...common,
        value: text,
        maxLength: d.maxLength,
        showCount: d.maxLength !== undefined,
        allowClear: d.nullable,
        placeholder: d.nullable ? t('settings.notSetPlaceholder') : undefined,
        style: WIDE,
      };
      return long ? (
        <Input.TextArea
          {...textProps}
          autoSize={{ minRows: 2, maxRows: 6 }}
          onChange={(e) => props.onChange?.(e.target.value)}
        />
      ) : (
        <Input {...textProps} onChange={(e) => props.onChange?.(e.target.value)} />
      );
    }
  }
}
