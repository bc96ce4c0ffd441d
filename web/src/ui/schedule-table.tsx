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
};

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
          >
            <td className={styles.day}>{formatNumber(item.day, lang)}</td>
            <td>
              <time dateTime={item.dueAt}>{formatDate(item.dueAt, lang)}</time>
            </td>
            <td className={styles.amount}>{item.principal === 0 ? '—' : money(item.principal)}</td>
            <td className={styles.amount}>{money(item.interest)}</td>
            {withStatus && (
              <td>
                <StatusTag tone={item.paid ? 'success' : 'waiting'}>
                  {item.paid ? t('schedule.paid') : t('schedule.unpaid')}
                </StatusTag>
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
