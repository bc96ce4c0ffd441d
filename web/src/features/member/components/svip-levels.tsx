import type { TMemberLevel } from '@club/contract';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { Money } from '../../../ui/money';
import styles from '../member.module.css';

/** The SVIP ladder: each level's threshold, privileges and bonus, and where the member stands. */
export function SvipLevels({
  levels,
  current,
  money,
}: {
  levels: TMemberLevel[];
  current: number;
  money: Money;
}) {
  const { t } = useTranslation();
  if (levels.length === 0) return null;
  const reached = levels.find((l) => l.level === current);
  return (
    <section className={styles.panel} aria-labelledby="member-svip-title">
      <h2 className={styles.panelTitle} id="member-svip-title">
        {t('member.svip.title')}
      </h2>
      <p className={styles.note}>{t('member.svip.hint')}</p>
      <p className={styles.svipCurrent} data-testid="member-svip-level" data-level={current}>
        {reached ? t('member.svip.current', { name: reached.name }) : t('member.svip.noneYet')}
      </p>
      <ol className={styles.svipList}>
        {levels.map((level) => {
          const isCurrent = level.level === current;
          const isReached = level.level <= current;
          return (
            <li
              key={level.id}
              className={isCurrent ? styles.svipCurrentLevel : styles.svipLevel}
              aria-current={isCurrent || undefined}
              data-testid={`member-svip-${level.level}`}
              data-reached={isReached}
            >
              <div className={styles.svipHead}>
                <span className={isReached ? styles.svipBadgeReached : styles.svipBadge}>{level.name}</span>
                <span className={styles.svipThreshold}>
                  {t('member.svip.threshold', { amount: money(level.threshold) })}
                </span>
                {isCurrent ? (
                  <span className={styles.svipYours}>{t('member.svip.yours')}</span>
                ) : (
                  isReached && (
                    <CheckCircleFill className={styles.svipCheck} aria-label={t('member.svip.reached')} />
                  )
                )}
              </div>
              {level.privileges.length > 0 && (
                <ul className={styles.svipPrivileges}>
                  {level.privileges.map((p) => (
                    <li key={p.key}>{p.label}</li>
                  ))}
                </ul>
              )}
              {level.bonus > 0 && (
                <p className={styles.svipBonus}>{t('member.svip.bonus', { amount: money(level.bonus) })}</p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
