import { useTranslation } from 'react-i18next';
import { useContentPreview } from '../../shared/api/get-content-page';
import { ArticleItem } from '../../shared/article-item';
import { nav } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { EmptyState } from '../../ui/empty-state';
import styles from './home-content.module.css';

/** The latest three news headlines and the way to all of them. */
export function HomeNews() {
  const { t } = useTranslation();
  const news = useContentPreview('news', 3).data?.list;
  if (news === undefined) return null;
  if (news.length === 0) return <EmptyState compact description={t('home.emptyNews')} />;
  return (
    <div data-testid="home-news">
      {news.map((item) => (
        <ArticleItem key={item.id} item={item} withSummary={false} />
      ))}
      <button type="button" className={styles.more} onClick={() => nav.navigateTo(paths.news)}>
        {t('home.allNews')}
      </button>
    </div>
  );
}
