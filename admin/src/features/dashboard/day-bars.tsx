import type { TDashboardSummary } from '@club/contract';
import { Segmented, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './dashboard.module.css';

type Day = TDashboardSummary['days'][number];

/** A bar's height as a share of the tallest; a non-zero figure always shows a sliver. */
function height(value: number, max: number): string {
  if (value <= 0 || max <= 0) return '0';
  return `max(3px, ${(value / max) * 100}%)`;
}

/**
 * The last 7 days as plain CSS bars: money in beside money out, or new members. Heights are only
 * proportions, so the float division is harmless; every amount shown is formatted from minor units.
 */
export function DayBars(props: { days: Day[]; money: (minor: number) => string }) {
  const { t } = useTranslation();
  const [view, setView] = useState<'money' | 'members'>('money');
  const max =
    view === 'money'
      ? Math.max(0, ...props.days.flatMap((d) => [d.moneyIn.amount, d.moneyOut.amount]))
      : Math.max(0, ...props.days.map((d) => d.newMembers));

  return (
    <div className={styles.chart}>
      <div className={styles.chartHead}>
        <Segmented
          size="small"
          value={view}
          onChange={setView}
          options={[
            { value: 'money', label: t('dashboard.chartMoney') },
            { value: 'members', label: t('dashboard.newMembers') },
          ]}
        />
        {view === 'money' && (
          <span className={styles.legend}>
            <span className={styles.swatchIn} /> {t('dashboard.moneyIn')}
            <span className={styles.swatchOut} /> {t('dashboard.moneyOut')}
          </span>
        )}
      </div>
      <div
        className={styles.bars}
        role="img"
        aria-label={t('dashboard.daysTitle')}
        data-testid="dashboard-bars"
      >
        {props.days.map((d) => (
          <Tooltip
            key={d.day}
            title={
              <div>
                <div>{d.day}</div>
                <div>
                  {t('dashboard.moneyIn')}: {props.money(d.moneyIn.amount)} ({d.moneyIn.count})
                </div>
                <div>
                  {t('dashboard.moneyOut')}: {props.money(d.moneyOut.amount)} ({d.moneyOut.count})
                </div>
                <div>
                  {t('dashboard.newMembers')}: {d.newMembers}
                </div>
              </div>
            }
          >
            <div className={styles.dayColumn}>
              <div className={styles.barArea}>
                {view === 'money' ? (
                  <>
                    <div className={styles.barIn} style={{ height: height(d.moneyIn.amount, max) }} />
                    <div className={styles.barOut} style={{ height: height(d.moneyOut.amount, max) }} />
                  </>
                ) : (
                  <div className={styles.barMembers} style={{ height: height(d.newMembers, max) }}>
                    <span className={styles.barValue}>{d.newMembers}</span>
                  </div>
                )}
              </div>
              <div className={styles.dayLabel}>{d.day.slice(5)}</div>
            </div>
          </Tooltip>
        ))}
      </div>
    </div>
  );
}
