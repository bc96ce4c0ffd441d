import { useTranslation } from 'react-i18next';

/**
 * The heading of a table's expand column, for screen readers only: antd leaves that header empty,
 * and a column without a name reads as nothing.
 */
export function ExpandTitle() {
  const { t } = useTranslation();
  return <span className="visually-hidden">{t('common.details')}</span>;
}
