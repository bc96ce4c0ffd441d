import type { TProjectDetail } from '@club/contract';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { nav } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { formatNumber } from '../../ui/format';
import type { Money } from '../../ui/money';
import styles from './project.module.css';

type Position = NonNullable<TProjectDetail['position']>;

/** The member's own stake in the project, and the way to the holdings behind it. */
export function ProjectPosition({ position, money }: { position: Position; money: Money }) {
  const { t } = useTranslation();
  return (
    <section
      className={styles.position}
      aria-labelledby="project-position-title"
      data-testid="project-position"
    >
      <div className={styles.positionHead}>
        <h2 className={styles.positionTitle} id="project-position-title">
          {t('project.myPosition')}
        </h2>
        <button
          type="button"
          className={styles.positionLink}
          onClick={() => nav.navigateTo(paths.myHoldings)}
          data-testid="project-position-holdings"
        >
          {t('pages.myHoldings')} <RightOutline className={styles.chevron} />
        </button>
      </div>
      <dl className={styles.positionGrid}>
        <div>
          <dt>{t('project.invested')}</dt>
          <dd data-testid="position-invested">{money(position.invested)}</dd>
        </div>
        <div>
          <dt>{t('project.investments')}</dt>
          <dd>{formatNumber(position.investments)}</dd>
        </div>
        <div>
          <dt>{t('invest.interestPaid')}</dt>
          <dd>{money(position.interestPaid)}</dd>
        </div>
        <div>
          <dt>{t('invest.interestPending')}</dt>
          <dd>{money(position.interestPending)}</dd>
        </div>
      </dl>
    </section>
  );
}
