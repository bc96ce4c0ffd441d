import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './widgets.module.css';

/** Spec §9: the next page loads when the list's end is 50 px from view. */
const REACH_BOTTOM_PX = 50;

/** What the footer needs of an infinite query. */
type PagedQuery = {
  hasNextPage: boolean;
  fetchNextPage(options: { throwOnError: true }): Promise<unknown>;
};

/**
 * The end of a paged list: loads the query's next page when it scrolls into view, says when there
 * is no more, and offers a retry when a page failed (the failure is thrown, so the list shows it).
 */
export function InfiniteFooter({ query }: { query: PagedQuery }) {
  const { t } = useTranslation();
  return (
    <InfiniteScroll
      hasMore={query.hasNextPage}
      threshold={REACH_BOTTOM_PX}
      loadMore={async () => {
        await query.fetchNextPage({ throwOnError: true });
      }}
    >
      {(more, failed, retry) =>
        failed ? (
          <button type="button" className={styles.more} onClick={retry}>
            {t('common.loadFailed')} · {t('common.retry')}
          </button>
        ) : (
          <span className={styles.more}>{more ? t('common.loading') : t('common.noMore')}</span>
        )
      }
    </InfiniteScroll>
  );
}
