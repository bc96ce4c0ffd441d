import { useTranslation } from 'react-i18next';
import { ErrorBlock } from './error-block';
import styles from './ui.module.css';

/** A real empty state: "No data", with an optional line on what will appear here. */
export function EmptyState({ description, compact }: { description?: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <ErrorBlock
      className={compact ? styles.emptyCompact : styles.empty}
      status="empty"
      title={t('common.noData')}
      description={description ?? ''}
    />
  );
}
