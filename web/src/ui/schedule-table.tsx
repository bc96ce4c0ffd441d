import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import { formatDate, formatNumber } from './format';
import { figuresOf } from './money';
import styles from './schedule-table.module.css';
import { StatusTag } from './status-tag';

export type ScheduleRow = {
  day: number;
  dueAt: string;
  principal: number;
  interest: number;
  /** Present on an investment's schedule: whether the item was paid (a dividend record's status). */
  paid?: boolean;
  /** Days an unpaid item is past due while its project waits for repayment; null when it is not. */
  overdueDays?: number | null;
};

/** A dividend record's status: paid, overdue (and how long), or not due yet. */
function ItemStatus({ item }: { item: ScheduleRow }) {
  const { t } = useTranslation();
  if (item.paid) return <StatusTag tone="success">{t('schedule.paid')}</StatusTag>;
  if (item.overdueDays != null) {
    return (
      <StatusTag tone="danger">{t('schedule.overdue', { n: formatNumber(item.overdueDays) })}</StatusTag>
    );
  }
  return <StatusTag tone="muted">{t('schedule.notDue')}</StatusTag>;
}

/** A column's header: its name, and under it what else the column holds (a currency, the status). */
function Header({ label, second, amount = false }: { label: string; second?: string; amount?: boolean }) {
  return (
    <th scope="col" className={amount ? styles.amount : undefined}>
      {label}
      {/* Isolated, so that a right-to-left header does not turn "US$" into "$US". */}
      {second && (
        <span className={styles.second}>
          <bdi>{second}</bdi>
        </span>
      )}
    </th>
  );
}

/**
 * A repayment schedule, day by day: the projection before investing (invest/check) and the
 * dividend records of an investment, each paid or unpaid. Exact minor units, as the server computed.
 *
 * Four columns fit a phone at eight-figure amounts in every language: the amounts are bare figures
 * with the currency named once in their headers, and a record's status sits under its due date.
 * With "US$" on every figure and the status in a fifth column, Arabic's "US$ ١٢٬٣٤٥٬٦٧٨٫٩٠" and
 * Polish's "Jeszcze niewymagalne" ran the table past a 390-pixel screen's edge.
 */
export function ScheduleTable({
  items,
  currency,
  rowTestId,
  withStatus = false,
}: {
  items: ScheduleRow[];
  currency: { currency: string; currencyExponent: number };
  rowTestId: string;
  withStatus?: boolean;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { figure, unit } = figuresOf(currency);
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <Header label={t('schedule.day')} />
          <Header label={t('schedule.dueAt')} second={withStatus ? t('schedule.status') : undefined} />
          <Header label={t('schedule.principal')} second={unit} amount />
          <Header label={t('schedule.interest')} second={unit} amount />
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr
            key={item.day}
            data-testid={rowTestId}
            data-day={item.day}
            data-paid={item.paid === undefined ? undefined : String(item.paid)}
            data-overdue={item.overdueDays ?? undefined}
          >
            <td className={styles.day}>{formatNumber(item.day, lang)}</td>
            <td className={styles.date}>
              <time dateTime={item.dueAt}>{formatDate(item.dueAt, lang)}</time>
              {withStatus && (
                <div className={styles.status}>
                  <ItemStatus item={item} />
                </div>
              )}
            </td>
            <td className={styles.amount}>{item.principal === 0 ? '—' : figure(item.principal)}</td>
            <td className={styles.amount}>{figure(item.interest)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
