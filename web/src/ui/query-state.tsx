import { Button, Skeleton } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { QueryLike } from '../api/combine-queries';
import { ClientCode, isApiError } from '../api/errors';
import { ConnectionTimeout } from './connection-timeout';
import { ErrorBlock } from './error-block';
import styles from './ui.module.css';
import { useOnline } from './use-online';

/** A failure to reach the server at all, as against an answer that says no. */
const isNetworkError = (error: unknown) => isApiError(error) && error.code === ClientCode.NETWORK;

/**
 * The states of a page's main query: loading, a timeout (full screen, tap to reload, spec §8),
 * offline (no network, or none reached the server: the wait would never end), another error (its
 * message and a retry), or the data.
 */
export function QueryState<T>({
  query,
  children,
  loading,
}: {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  /** A skeleton shaped like the content; a generic one when not given. */
  loading?: ReactNode;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (!online || isNetworkError(query.error)) {
    return (
      <ErrorBlock
        className={styles.empty}
        status="disconnected"
        title={t('offline.title')}
        description={t('offline.description')}
        data-testid="offline-state"
      >
        <Button color="primary" fill="outline" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </ErrorBlock>
    );
  }
  if (query.error) {
    if (isApiError(query.error) && query.error.code === ClientCode.TIMEOUT) return <ConnectionTimeout />;
    return (
      <ErrorBlock
        className={styles.empty}
        status="default"
        title={query.error instanceof Error ? query.error.message : t('errors.unknown')}
        description=""
      >
        <Button color="primary" fill="outline" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </ErrorBlock>
    );
  }
  if (loading) return <>{loading}</>;
  return (
    <div className={styles.skeleton}>
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={4} animated />
    </div>
  );
}
