import { LockOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { ErrorCode, type TSetting } from '@club/contract';
import { ApiError, errorMessage } from '@club/contract/lib/envelope';
import { ratePercent } from '@club/contract/lib/money-math';
import {
  Alert,
  App,
  Button,
  Card,
  Checkbox,
  Col,
  Empty,
  Flex,
  Form,
  type FormInstance,
  Input,
  Popconfirm,
  Row,
  Space,
  Spin,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AMOUNT_SETTING_KEYS, useSettingTexts } from '../../shared/setting-texts';
import { useCan } from '../../shared/use-person';
import { useCurrency } from '../../ui/format';
import { useSettings } from './api/get-setting-list';
import { useUpdateSettings } from './api/post-setting-update';
import { SettingInput } from './setting-input';
import {
  type Descriptor,
  type FormValue,
  formatBytes,
  fromForm,
  isChanged,
  keyNamedIn,
  type Problem,
  problemOf,
  toForm,
} from './setting-values';
import styles from './settings.module.css';

type Values = Record<string, FormValue>;

/** Refusals that are about one value; their message names the key. */
const FIELD_CODES: number[] = [
  ErrorCode.VALIDATION_FORMAT,
  ErrorCode.VALIDATION_REQUIRED,
  ErrorCode.VALIDATION_UNKNOWN_FIELD,
  ErrorCode.SETTING_LOCKED,
];

/** How a value reads in the "default" column and in the reset question. */
function useFormatValue() {
  const { t } = useTranslation();
  const format = (d: Descriptor, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('settings.notSet');
    switch (d.type) {
      case 'boolean':
        return value ? t('settings.on') : t('settings.off');
      case 'rate': {
        const percent = ratePercent(String(value));
        return percent === undefined
          ? String(value)
          : `${value} (${t('settings.percent', { value: percent })})`;
      }
      case 'list':
      case 'rateList': {
        const item: Descriptor = d.item ?? { type: d.type === 'rateList' ? 'rate' : 'json', nullable: false };
        return Array.isArray(value) ? value.map((v) => format(item, v)).join(', ') : JSON.stringify(value);
      }
      case 'int':
      case 'number':
        return typeof value === 'number' ? value.toLocaleString() : String(value);
      case 'json':
        return JSON.stringify(value);
      default:
        return String(value);
    }
  };
  return format;
}

function useProblemText() {
  const { t } = useTranslation();
  const text = (p: Problem, itemLabel?: (n: number) => string): string => {
    switch (p.kind) {
      case 'required':
        return t('common.required');
      case 'json':
        return t('settings.problems.json');
      case 'rate':
        return t('settings.problems.rate');
      case 'pattern':
        return t('settings.problems.pattern');
      case 'item':
        return t('settings.problems.item', {
          item: itemLabel ? itemLabel(p.n) : t('settings.item', { n: p.n }),
          problem: text(p.problem),
        });
      default:
        return t(`settings.problems.${p.kind}`, { limit: p.limit });
    }
  };
  return text;
}

/** Puts the server's values of `keys` (all when left out) into the form, clearing their errors. */
function applyTo(form: FormInstance<Values>, list: TSetting[], keys?: string[]) {
  const chosen = keys ? list.filter((s) => keys.includes(s.key)) : list;
  form.setFields(chosen.map((s) => ({ name: s.key, value: toForm(s, s.value), errors: [] })));
}

/**
 * Keys whose value reads better converted: "…Bytes" → "30 MiB" (the unit is in the key's name), an
 * amount in minor units → "USD 1,000.00".
 */
function useNumberHintOf() {
  const { money } = useCurrency();
  return (key: string) =>
    key.endsWith('Bytes') ? formatBytes : AMOUNT_SETTING_KEYS.has(key) ? money : undefined;
}

/**
 * Every business number the platform runs on, as a form generated from the server's descriptors:
 * each key with its label, help, default and whether an operator's value overrides it. Save sends
 * the changed keys at once (all or nothing); reset removes one key's stored value. A change that
 * touches a money setting (tagged "Two keys") waits for a second operator on Second approvals:
 * nothing changes before, so the form goes back to the values in force.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = useCan();
  const texts = useSettingTexts();
  const format = useFormatValue();
  const problemText = useProblemText();
  const numberHintOf = useNumberHintOf();
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) as Values | undefined;
  const [search, setSearch] = useState('');
  const [onlyOverridden, setOnlyOverridden] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const canUpdate = can('base:setting:update');
  const { data, error, isLoading } = useSettings();
  const update = useUpdateSettings();

  const apply = (list: TSetting[], keys?: string[]) => applyTo(form, list, keys);

  // A fresh list (first load, or a refetch) fills the fields the operator has not touched.
  const shown = useRef<TSetting[] | undefined>(undefined);
  useEffect(() => {
    if (!data || shown.current === data) return;
    const before = shown.current;
    shown.current = data;
    const untouched = before
      ? data
          .filter((s) => {
            const old = before.find((b) => b.key === s.key);
            return !old || !isChanged(old, form.getFieldValue(s.key));
          })
          .map((s) => s.key)
      : undefined;
    applyTo(form, data, untouched);
  }, [data, form]);

  const list = data ?? [];
  const changed = list.filter((s) => s.editable && values && isChanged(s, values[s.key]));

  function refused(e: unknown, keys: string[]) {
    const raw = errorMessage(e);
    const key = e instanceof ApiError && FIELD_CODES.includes(e.code) ? keyNamedIn(raw, keys) : undefined;
    if (!key) {
      message.error(raw);
      return;
    }
    // The server names the key as written in code; the operator knows it by its label.
    const label = texts.label(key);
    const text = raw.includes(key)
      ? raw.split(key).join(label)
      : t('settings.refusedField', { label, message: raw });
    form.setFields([{ name: key, errors: [text] }]);
    form.scrollToField(key, { block: 'center' });
    message.error(text);
  }

  async function save() {
    const keys = changed.map((s) => s.key);
    if (keys.length === 0) return;
    try {
      await form.validateFields(keys);
    } catch {
      form.scrollToField(keys.find((k) => form.getFieldError(k).length > 0) ?? keys[0], { block: 'center' });
      return;
    }
    setBusy('save');
    try {
      const body = { values: Object.fromEntries(changed.map((s) => [s.key, fromForm(s, values?.[s.key])])) };
      const next = await update.mutateAsync(body);
      // The message names the settings saved (or asked for), by their labels.
      const labels = keys.map((k) => `“${texts.label(k)}”`).join(', ');
      if (Array.isArray(next)) {
        shown.current = next;
        apply(next, keys);
        message.success(t('settings.saved', { labels }));
      } else {
        // A money setting among them: nothing changed yet, so the form shows the values in force.
        apply(list, keys);
        message.success(t('settings.requested', { labels }));
      }
    } catch (e) {
      refused(e, keys);
    } finally {
      setBusy(null);
    }
  }

  async function reset(s: TSetting) {
    setBusy(`reset-${s.key}`);
    try {
      const next = await update.mutateAsync({ reset: [s.key] });
      if (Array.isArray(next)) {
        shown.current = next;
        apply(next, [s.key]);
        message.success(t('settings.resetDone', { label: texts.label(s.key) }));
      } else {
        message.success(t('settings.resetRequested', { label: texts.label(s.key) }));
      }
    } catch (e) {
      refused(e, [s.key]);
    } finally {
      setBusy(null);
    }
  }

  const needle = search.trim().toLowerCase();
  const matches = (s: TSetting) =>
    (!onlyOverridden || s.overridden || changed.includes(s)) &&
    (needle === '' ||
      [s.key, texts.label(s.key), texts.help(s.key) ?? ''].some((x) => x.toLowerCase().includes(needle)));
  const visibleCount = list.filter(matches).length;

  return (
    <Card
      title={t('menu.settings')}
      extra={
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('settings.search')}
            aria-label={t('settings.search')}
            onChange={(e) => setSearch(e.target.value)}
            style={{ width: 240 }}
          />
          <Checkbox checked={onlyOverridden} onChange={(e) => setOnlyOverridden(e.target.checked)}>
            {t('settings.onlyOverridden')}
          </Checkbox>
        </Space>
      }
    >
      {error && <Alert type="error" title={error.message} showIcon style={{ marginBottom: 16 }} />}
      {!canUpdate && data && (
        <Alert type="info" title={t('settings.readOnly')} showIcon style={{ marginBottom: 16 }} />
      )}
      {isLoading && <Spin />}
      <Form form={form} name="settings" layout="vertical" requiredMark={false}>
        {list.map((s) => {
          const dirty = changed.includes(s);
          const editable = s.editable && canUpdate;
          const help = texts.help(s.key);
          return (
            <div
              key={s.key}
              className={`${styles.row} ${dirty ? styles.dirty : ''}`}
              hidden={!matches(s)}
              data-testid={`setting-${s.key}`}
            >
              <Row gutter={[24, 8]} align="top">
                <Col xs={24} lg={9}>
                  <Flex gap={8} wrap align="center">
                    <label htmlFor={`settings_${s.key}`} className={styles.label}>
                      {texts.label(s.key)}
                    </label>
                    {s.money && (
                      <Tooltip title={t('settings.twoKeysHelp')}>
                        <Tag color="purple" data-testid={`two-keys-${s.key}`}>
                          {t('settings.twoKeys')}
                        </Tag>
                      </Tooltip>
                    )}
                    {s.overridden && <Tag color="gold">{t('settings.overridden')}</Tag>}
                    {dirty && <Tag color="blue">{t('settings.unsaved')}</Tag>}
                  </Flex>
                  {help && <div className={styles.help}>{help}</div>}
                  <Typography.Text type="secondary" className={styles.key} copyable={{ text: s.key }}>
                    <bdi>{s.key}</bdi>
                  </Typography.Text>
                </Col>
                <Col xs={24} lg={9}>
                  <Form.Item
                    name={s.key}
                    className={styles.field}
                    rules={[
                      {
                        validator: (_, v: FormValue) => {
                          const problem = problemOf(s, v);
                          return problem
                            ? Promise.reject(new Error(problemText(problem, texts.item(s.key))))
                            : Promise.resolve();
                        },
                      },
                    ]}
                  >
                    <SettingInput
                      descriptor={s}
                      disabled={!editable}
                      ariaLabel={texts.label(s.key)}
                      itemLabel={texts.item(s.key)}
                      numberHint={numberHintOf(s.key)}
                    />
                  </Form.Item>
                  {!s.editable && (
                    <Typography.Text type="warning" className={styles.locked}>
                      <LockOutlined /> {t('settings.locked')}
                    </Typography.Text>
                  )}
                </Col>
                <Col xs={24} lg={6}>
                  <div className={styles.default}>
                    <Typography.Text type="secondary">{t('settings.default')}</Typography.Text>{' '}
                    {(Array.isArray(s.default) && s.default.length > 0 ? s.default : [s.default]).map(
                      (v, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: list items are known by their place
                        <Typography.Text code key={i}>
                          {Array.isArray(s.default)
                            ? format(s.item ?? { type: 'json', nullable: false }, v)
                            : format(s, v)}
                        </Typography.Text>
                      ),
                    )}
                    {typeof s.default === 'number' && numberHintOf(s.key) && (
                      <Typography.Text type="secondary">
                        {' '}
                        ({numberHintOf(s.key)?.(s.default)})
                      </Typography.Text>
                    )}
                  </div>
                  <Space size={4} wrap>
                    {dirty && (
                      <Button size="small" icon={<UndoOutlined />} onClick={() => apply(list, [s.key])}>
                        {t('settings.undo')}
                      </Button>
                    )}
                    {s.overridden && editable && (
                      <Popconfirm
                        title={t('settings.resetTitle', { label: texts.label(s.key) })}
                        description={t('settings.resetDescription', { value: format(s, s.default) })}
                        okText={t('settings.reset')}
                        onConfirm={() => reset(s)}
                      >
                        <Button size="small" loading={busy === `reset-${s.key}`}>
                          {t('settings.reset')}
                        </Button>
                      </Popconfirm>
                    )}
                  </Space>
                </Col>
              </Row>
            </div>
          );
        })}
        {data && visibleCount === 0 && <Empty description={t('settings.noMatch')} />}
      </Form>
      {canUpdate && data && (
        <div className={styles.saveBar}>
          <Typography.Text type={changed.length ? undefined : 'secondary'}>
            {changed.length ? t('settings.changedCount', { n: changed.length }) : t('settings.noChanges')}
          </Typography.Text>
          <Space>
            <Button disabled={changed.length === 0} onClick={() => apply(list)}>
              {t('settings.discard')}
            </Button>
            <Button
              type="primary"
              icon={<SaveOutlined />}
              disabled={changed.length === 0}
              loading={busy === 'save'}
              onClick={save}
            >
              {t('common.save')}
            </Button>
          </Space>
        </div>
      )}
    </Card>
  );
}
