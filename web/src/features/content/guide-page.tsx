import { useTranslation } from 'react-i18next';
import { ArticleList } from './article-list';

/** Site guide (spec §2). */
export default function GuidePage() {
  const { t } = useTranslation();
  return <ArticleList kind="guide" title={t('pages.siteGuide')} empty={t('content.emptyGuide')} />;
}
