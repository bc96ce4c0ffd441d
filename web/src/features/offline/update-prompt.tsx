import { useTranslation } from 'react-i18next';
import styles from './offline.module.css';

/** A new version is waiting: the member reloads onto it when it suits them. */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.notice} role="status" data-testid="update-prompt">
      <span>{t('offline.updateAvailable')}</span>
      <button type="button" className={styles.action} onClick={onReload}>
        {t('offline.reload')}
      </button>
    </div>
  );
}
