import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n';
import { formatDate, formatNumber } from './format';
import type { Money } from './money';
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

/**
 * A repayment schedule, day by day: the projection before investing (invest/check) and the
 * dividend records of an investment, each paid or unpaid. Exact minor units, as the server computed.
 */
export function ScheduleTable({
  items,
  money,
  rowTestId,
  withStatus = false,
}: {
  items: ScheduleRow[];
  money: Money;
  rowTestId: string;
  withStatus?: boolean;
}) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('schedule.day')}</th>
          <th scope="col">{t('schedule.dueAt')}</th>
          <th scope="col" className={styles.amount}>
            {t('schedule.principal')}
          </th>
          <th scope="col" className={styles.amount}>
            {t('schedule.interest')}
          </th>
          {withStatus && <th scope="col">{t('schedule.status')}</th>}
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
            </td>
            <td className={styles.amount}>{item.principal === 0 ? '—' : money(item.principal)}</td>
            <td className={styles.amount}>{money(item.interest)}</td>
            {withStatus && (
              <td className={styles.status}>
                <ItemStatus item={item} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
