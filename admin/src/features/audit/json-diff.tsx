import { Col, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './audit.module.css';

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);

/** The fields of an object that differ between before and after (all of them when one side is missing). */
export function changedFields(before: Json, after: Json): string[] {
  if (!isObject(before) && !isObject(after)) return [];
  const a = isObject(before) ? before : {};
  const b = isObject(after) ? after : {};
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((k) => !(k in a && k in b && same(a[k], b[k])));
}

/** A stored instant (`created_at: 1795448761289`) is easier to check as a time. */
function timeHint(key: string | undefined, value: Json): string | undefined {
  if (typeof value !== 'number' || !key || !/(_at|At)$/.test(key) || value < 1e11) return undefined;
  return dayjs(value).format('YYYY-MM-DD HH:mm:ss');
}

type LineCtx = { side: 'before' | 'after'; lines: ReactNode[] };

/**
 * Writes `value` as indented JSON, one line per leaf, marking the lines that are not the same on
 * the other side (`other`; `present` says whether the other side has this path at all).
 */
function write(
  ctx: LineCtx,
  value: Json,
  other: Json,
  present: boolean,
  depth: number,
  key?: string,
  comma = '',
) {
  const label = key === undefined ? '' : `${JSON.stringify(key)}: `;
  const changed = !present || !same(value, other);
  const mark = changed ? (ctx.side === 'before' ? styles.removed : styles.added) : undefined;
  const pad = { paddingInlineStart: depth * 16 };
  const push = (text: ReactNode, marked: string | undefined) =>
    ctx.lines.push(
      <div key={ctx.lines.length} className={`${styles.line} ${marked ?? ''}`} style={pad}>
        {text}
      </div>,
    );
  const container = isObject(value) || (Array.isArray(value) && value.length > 0);
  if (container && !(isObject(value) && Object.keys(value).length === 0)) {
    const array = Array.isArray(value);
    const entries: [string, Json][] = array ? value.map((v, i) => [String(i), v]) : Object.entries(value);
    const otherOk = present && (array ? Array.isArray(other) : isObject(other));
    push(
      <>
        {label}
        {array ? '[' : '{'}
      </>,
      otherOk ? undefined : mark,
    );
    entries.forEach(([k, v], i) => {
      const o = otherOk ? (other as Record<string, Json>)[k] : undefined;
      const has = otherOk && Object.hasOwn(other as object, k);
      write(ctx, v, o, has, depth + 1, array ? undefined : k, i < entries.length - 1 ? ',' : '');
    });
    push(`${array ? ']' : '}'}${comma}`, otherOk ? undefined : mark);
    return;
  }
  const hint = timeHint(key, value);
  push(
    <>
      {label}
      <span className={styles.value}>{JSON.stringify(value)}</span>
      {comma}
      {hint && <span className={styles.hint}> {`// ${hint}`}</span>}
    </>,
    mark,
  );
}

function Side(props: { title: string; value: Json; other: Json; side: 'before' | 'after' }) {
  const { t } = useTranslation();
  const ctx: LineCtx = { side: props.side, lines: [] };
  const missing = props.value === null || props.value === undefined;
  if (!missing) write(ctx, props.value, props.other, props.other !== null && props.other !== undefined, 0);
  return (
    <div className={styles.side}>
      <Typography.Text strong>{props.title}</Typography.Text>
      {missing ? (
        <div className={styles.none}>{t('audit.none')}</div>
      ) : (
        <pre className={styles.code} dir="ltr">
          {ctx.lines}
        </pre>
      )}
    </div>
  );
}

/** An audit line's states before and after, side by side, the fields that changed highlighted. */
export function JsonDiff(props: { before: Json; after: Json }) {
  const { t } = useTranslation();
  return (
    <Row gutter={16}>
      <Col xs={24} lg={12}>
        <Side title={t('audit.before')} value={props.before} other={props.after} side="before" />
      </Col>
      <Col xs={24} lg={12}>
        <Side title={t('audit.after')} value={props.after} other={props.before} side="after" />
      </Col>
    </Row>
  );
}
