import { useTranslation } from 'react-i18next';
import type { PageProps } from '../../shared/page';
import { ArticlePage } from './article-page';

export default function NewsDetailPage({ query }: PageProps) {
  const { t } = useTranslation();
  return <ArticlePage kind="news" id={Number(query.id)} title={t('pages.news')} />;
}
