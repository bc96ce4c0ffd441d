import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './ui.module.css';

/** A film frame in the theme's colours, in place of antd's blue illustration. */
function EmptyImage() {
  return (
    <svg viewBox="0 0 96 72" className={styles.emptyImage} aria-hidden="true">
      <rect x="8" y="14" width="80" height="50" rx="8" fill="#f3ecdb" />
      <rect x="8" y="14" width="80" height="12" rx="4" fill="#e6d3a3" />
      <path d="M18 14l8 12M34 14l8 12M50 14l8 12M66 14l8 12" stroke="#fff" strokeWidth="4" />
      <circle cx="48" cy="45" r="11" fill="none" stroke="#c9a14a" strokeWidth="3" />
      <path d="M45 40v10l8-5z" fill="#c9a14a" />
    </svg>
  );
}

/** A real empty state: "No data", with an optional line on what will appear here. */
export function EmptyState({ description, compact }: { description?: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <ErrorBlock
      className={compact ? styles.emptyCompact : styles.empty}
      image={<EmptyImage />}
      status="empty"
      title={t('common.noData')}
      description={description ?? ''}
    />
  );
}
