import { ArticleItem } from '../../shared/article-item';
import { PageNavBar } from '../../shared/nav-bar';
import { EmptyState } from '../../ui/empty-state';
import { InfiniteFooter } from '../../ui/infinite-footer';
import { PageLoading } from '../../ui/page-loading';
import { QueryState } from '../../ui/query-state';
import { Refreshable } from '../../ui/refreshable';
import { useArticlePages } from './api';
import styles from './content.module.css';

/** News or the site guide (spec §2): published articles, newest first, page by page. */
export function ArticleList({
  kind,
  title,
  empty,
}: {
  kind: 'news' | 'guide';
  title: string;
  empty: string;
}) {
  const articles = useArticlePages(kind);
  return (
    <>
      <PageNavBar title={title} />
      <Refreshable onRefresh={articles.refetch}>
        <div className={styles.page}>
          <QueryState query={{ ...articles, data: articles.items }} loading={<PageLoading />}>
            {(items) =>
              items.length === 0 ? (
                <EmptyState description={empty} />
              ) : (
                <>
                  {items.map((item) => (
                    <ArticleItem key={item.id} item={item} />
                  ))}
                  <InfiniteFooter query={articles} />
                </>
              )
            }
          </QueryState>
        </div>
      </Refreshable>
    </>
  );
}
