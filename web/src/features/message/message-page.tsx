import type { TMessage } from '@club/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { useUnreadCounts } from '../../shared/api/get-unread-counts';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import { messageDetailPath } from '../../shared/paths';
import { EmptyState } from '../../ui/empty-state';
import { InfiniteFooter } from '../../ui/infinite-footer';
import { listTime } from '../../ui/list-time';
import { QueryState } from '../../ui/query-state';
import { Refreshable } from '../../ui/refreshable';
import { toastError, toastSuccess } from '../../ui/toast';
import { useMessages } from './api/get-message-page';
import { useReadAllMessages } from './api/post-message-read';
import styles from './message.module.css';

/** The first line of the body: the row is a preview, the details page shows the rest. */
const firstLine = (body: string) => body.trimStart().split(/\r?\n/, 1)[0] ?? '';

/**
 * One row. Title and body carry their own direction (`dir="auto"`): an operator may write an
 * announcement in English to members who read the app in Arabic, and its punctuation stays put.
 */
function MessageItem({ message }: { message: TMessage }) {
  const { t } = useTranslation();
  const unread = !message.read;
  return (
    <li>
      <button
        type="button"
        className={styles.item}
        onClick={() => nav.navigateTo(messageDetailPath(message.id))}
        data-testid={`message-item-${message.id}`}
        data-unread={String(unread)}
      >
        {unread ? (
          <span className={styles.dotUnread} role="img" aria-label={t('message.unread')} />
        ) : (
          <span className={styles.dot} aria-hidden="true" />
        )}
        <span className={styles.text}>
          <span className={styles.head}>
            <span className={unread ? styles.title : styles.titleRead} dir="auto">
              {message.title}
            </span>
            <time className={styles.time} dateTime={message.createdAt}>
              {listTime(message.createdAt, currentLanguage())}
            </time>
          </span>
          <span className={styles.excerpt} dir="auto">
            {firstLine(message.body)}
          </span>
        </span>
      </button>
    </li>
  );
}

/** "Mark all read", while there is something unread. */
function ReadAll() {
  const { t } = useTranslation();
  const unread = useUnreadCounts().data?.messages ?? 0;
  const readAll = useReadAllMessages();
  if (unread === 0) return null;

  async function onClick() {
    try {
      await readAll.mutateAsync();
      toastSuccess(t('message.allRead'));
    } catch (error) {
      toastError(error);
    }
  }

  return (
    <button
      type="button"
      className={styles.readAll}
      disabled={readAll.isPending}
      onClick={onClick}
      data-testid="message-read-all"
    >
      {t('message.readAll')}
    </button>
  );
}

export default function MessagePage() {
  const { t } = useTranslation();
  const messages = useMessages();
  return (
    <>
      <PageNavBar title={t('message.title')} right={<ReadAll />} />
      <div className={styles.page}>
        <Refreshable onRefresh={messages.refetch}>
          <QueryState query={{ ...messages, data: messages.messages }}>
            {(list) => {
              if (list.length === 0) return <EmptyState description={t('message.emptyDescription')} />;
              return (
                <>
                  <ul className={styles.items} data-testid="message-list">
                    {list.map((message) => (
                      <MessageItem key={message.id} message={message} />
                    ))}
                  </ul>
                  <InfiniteFooter query={messages} />
                </>
              );
            }}
          </QueryState>
        </Refreshable>
      </div>
    </>
  );
}
