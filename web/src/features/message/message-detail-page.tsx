import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import type { PageProps } from '../../shared/page';
import { EmptyState } from '../../ui/empty-state';
import { formatDateTime } from '../../ui/format';
import { PageLoading } from '../../ui/page-loading';
import { QueryState } from '../../ui/query-state';
import { useReadMessage } from './api/post-message-read';
import { linkPath } from './link';
import styles from './message.module.css';

/** One message; opening it marks it read. The body is plain text, never HTML. */
export default function MessageDetailPage({ query }: PageProps) {
  const { t } = useTranslation();
  const id = Number(query.id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const message = useReadMessage(valid ? id : 0);

  return (
    <>
      <PageNavBar title={t('message.detailTitle')} />
      {!valid ? (
        <EmptyState description={t('message.notFound')} />
      ) : (
        <QueryState query={message} loading={<PageLoading />}>
          {(item) => {
            if (!item) return <EmptyState description={t('message.notFound')} />;
            const to = item.link ? linkPath(item.link) : null;
            return (
              <article className={styles.article} data-testid="message-detail">
                <h1 className={styles.detailTitle} dir="auto" data-testid="message-detail-title">
                  {item.title}
                </h1>
                <time className={styles.detailTime} dateTime={item.createdAt}>
                  {formatDateTime(item.createdAt, currentLanguage())}
                </time>
                <p className={styles.body} dir="auto" data-testid="message-detail-body">
                  {item.body}
                </p>
                {item.link && to && (
                  <Button
                    block
                    shape="rounded"
                    color="primary"
                    className={styles.linkButton}
                    onClick={() => nav.navigateTo(to)}
                    data-testid="message-detail-link"
                  >
                    {t(`message.link.${item.link.to}`)}
                  </Button>
                )}
              </article>
            );
          }}
        </QueryState>
      )}
    </>
  );
}
