import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ActivationTips } from '../../shared/activation-tips';
import { nav } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import styles from './task.module.css';

/**
 * In place of the tasks when the server answers MEMBERSHIP_REQUIRED: the activation tips the rest of
 * the app shows in a dialog, here as the page itself, since there is nothing else to show.
 */
export function VipRequired() {
  const { t } = useTranslation();
  return (
    <section className={styles.card} data-testid="task-vip-required">
      <ActivationTips />
      <Button
        className={styles.vipButton}
        block
        color="primary"
        shape="rounded"
        onClick={() => nav.navigateTo(paths.member)}
        data-testid="task-vip-open"
      >
        {t('activation.open')}
      </Button>
    </section>
  );
}
