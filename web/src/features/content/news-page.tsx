import { useTranslation } from 'react-i18next';
import { PageNavBar } from '../../app/nav-bar';
import { EmptyState } from '../../ui/empty-state';
import { InfiniteFooter } from '../../ui/infinite-footer';
import { PageLoading } from '../../ui/page-loading';
import { QueryState } from '../../ui/query-state';
import { Refreshable } from '../../ui/refreshable';
import { useNewsPages } from './api';
import styles from './content.module.css';
import { NewsItem } from './news-item';

/** News (§2): the club's published articles, newest first, page by page. */
export default function NewsPage() {
  const { t } = useTranslation();
  const news = useNewsPages();
  return (
    <>
      <PageNavBar title={t('pages.news')} />
      <Refreshable onRefresh={news.refetch}>
        <div className={styles.page}>
          <QueryState query={{ ...news, data: news.items }} loading={<PageLoading />}>
            {(items) =>
              items.length === 0 ? (
                <EmptyState description={t('home.emptyNews')} />
              ) : (
                <>
                  {items.map((item) => (
                    <NewsItem key={item.id} item={item} />
                  ))}
                  <InfiniteFooter
                    hasMore={news.hasNextPage}
                    loadMore={() => news.fetchNextPage({ throwOnError: true })}
                  />
                </>
              )
            }
          </QueryState>
        </div>
      </Refreshable>
    </>
  );
}
