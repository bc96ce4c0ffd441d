import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

/** "Connection timed out, tap the screen to retry": a tap anywhere reloads the page (spec §8). */
export function ConnectionTimeout({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  const retry = onRetry ?? (() => window.location.reload());
  return (
    <button type="button" className={styles.timeout} onClick={retry} data-testid="connection-timeout">
      <svg viewBox="0 0 48 48" width="56" height="56" aria-hidden="true">
        <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
        <path d="M24 12v13l8 5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span>{t('common.connectionTimeout')}</span>
    </button>
  );
}
