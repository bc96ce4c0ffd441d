import { useTranslation } from 'react-i18next';
import { OfflineGlyph } from '../../ui/offline-glyph';
import styles from './offline.module.css';

/**
 * The shell's offline state. What is on screen is what this visit loaded before the network went:
 * nothing is kept across visits, so the banner does not call it saved, only possibly out of date.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  return (
    <div className={styles.notice} role="status" data-testid="offline-banner">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={styles.icon}>
        <OfflineGlyph />
      </svg>
      <span>{t('offline.banner')}</span>
    </div>
  );
}
