import { currentLanguage } from '../../i18n';
import { PageNavBar } from '../../shared/nav-bar';
import { formatDate } from '../../ui/format';
import { PageLoading } from '../../ui/page-loading';
import { QueryState } from '../../ui/query-state';
import { RichText } from '../../ui/rich-text';
import { useArticle } from './api';
import styles from './content.module.css';

/** One news or site-guide article. */
export function ArticlePage({ kind, id, title }: { kind: 'news' | 'guide'; id: number; title: string }) {
  const article = useArticle(kind, id);
  return (
    <>
      <PageNavBar title={title} />
      <div className={styles.page}>
        <QueryState query={article} loading={<PageLoading />}>
          {(item) => (
            <article className={styles.article} data-testid="article">
              <h1 className={styles.articleTitle} data-testid="article-title">
                {item.title}
              </h1>
              {item.publishedAt && kind === 'news' && (
                <span className={styles.itemDate}>{formatDate(item.publishedAt, currentLanguage())}</span>
              )}
              <RichText html={item.body} />
            </article>
          )}
        </QueryState>
      </div>
    </>
  );
}
