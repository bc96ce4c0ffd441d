import { useTranslation } from 'react-i18next';
import { ArticleList } from './article-list';

/** News (spec §2). */
export default function NewsPage() {
  const { t } = useTranslation();
  return <ArticleList kind="news" title={t('pages.news')} empty={t('home.emptyNews')} />;
}
