import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigationPending } from '../shared/navigation';
import { LOADING_DELAY_MS } from '../ui/page-loading';
import styles from './app.module.css';

/**
 * While a tapped page loads its code and data, the page tapped from stays on screen with a thin
 * line moving along the top (after the same 200 ms as a page's loader), instead of a blank page.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const pending = useNavigationPending((s) => s.to !== null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!pending) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), LOADING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  if (!shown) return null;
  return (
    <div
      className={styles.progress}
      role="progressbar"
      aria-label={t('common.loading')}
      data-testid="navigation-progress"
    >
      <span className={styles.progressBar} />
    </div>
  );
}
