import { useTranslation } from 'react-i18next';
import { PageNavBar } from '../../app/nav-bar';
import type { PageProps } from '../../app/page';
import { currentLanguage } from '../../i18n';
import { formatDate } from '../../ui/format';
import { PageLoading } from '../../ui/page-loading';
import { QueryState } from '../../ui/query-state';
import { useNewsDetail } from './api';
import styles from './content.module.css';
import { RichText } from './rich-text';

/** One news article. */
export default function NewsDetailPage({ query }: PageProps) {
  const { t } = useTranslation();
  const news = useNewsDetail(Number(query.id));
  return (
    <>
      <PageNavBar title={t('pages.news')} />
      <div className={styles.page}>
        <QueryState query={news} loading={<PageLoading />}>
          {(item) => (
            <article className={styles.article} data-testid="news-article">
              <h1 className={styles.articleTitle} data-testid="news-title">
                {item.title}
              </h1>
              {item.publishedAt && (
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
