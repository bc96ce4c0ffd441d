import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../shared/page';
import { ArticlePage } from './article-page';

export default function GuideDetailPage({ query }: PageProps) {
  const { t } = useTranslation();
  return <ArticlePage kind="guide" id={Number(query.id)} title={t('pages.siteGuide')} />;
}
