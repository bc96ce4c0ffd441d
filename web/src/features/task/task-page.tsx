import { useTranslation } from 'react-i18next';
import { PageNavBar } from '../../app/nav-bar';
import { EmptyState } from '../../ui/empty-state';

/** Tab page; its content arrives with its own feature. Until then, an honest empty state. */
export default function TaskPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageNavBar title={t('pages.task')} back={false} />
      <EmptyState description={t('placeholder.task')} />
    </>
  );
}
