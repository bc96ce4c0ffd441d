import { InfiniteScroll } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './widgets.module.css';

/**
 * The end of a paged list: loads the next page when it scrolls into view, says when there is no
 * more, and offers a retry when a page failed.
 */
export function InfiniteFooter({
  hasMore,
  loadMore,
}: {
  hasMore: boolean;
  loadMore: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <InfiniteScroll
      hasMore={hasMore}
      loadMore={async () => {
        await loadMore();
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
