import type { TChatConversation, TChatMessage } from '@club/contract/chat';
import { Badge } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { badgeCount } from '../../shared/api/get-unread-counts';
import { PageNavBar } from '../../shared/nav-bar';
import { nav } from '../../shared/navigation';
import { chatRoomPath, paths } from '../../shared/paths';
import { EmptyState } from '../../ui/empty-state';
import { listTime } from '../../ui/list-time';
import { QueryState } from '../../ui/query-state';
import { Refreshable } from '../../ui/refreshable';
import { useConversations } from './api/get-conversation-list';
import styles from './chat.module.css';
import { ChatAvatar } from './chat-avatar';

/** What the list says of a room's last message: its first line, "[Image]", or that it was removed. */
function usePreview() {
  const { t } = useTranslation();
  return (message: TChatMessage | null) => {
    if (!message) return t('chat.noMessages');
    if (message.removed) return t('chat.removed');
    if (message.kind === 'image') return t('chat.imagePreview');
    return message.body.trimStart().split(/\r?\n/, 1)[0] ?? '';
  };
}

function ConversationItem({ conversation }: { conversation: TChatConversation }) {
  const { t } = useTranslation();
  const preview = usePreview();
  const { room, lastMessage, unread } = conversation;
  const name = room.kind === 'service' ? t('chat.customerService') : room.name;
  return (
    <li>
      <button
        type="button"
        className={styles.conversation}
        onClick={() => nav.navigateTo(chatRoomPath(room.id))}
        data-testid={`chat-conversation-${room.id}`}
        data-unread={unread}
      >
        <Badge
          content={unread > 0 ? badgeCount(unread, currentLanguage()) : null}
          aria-label={unread > 0 ? t('chat.unreadCount', { count: unread }) : undefined}
        >
          <ChatAvatar name={name} src={room.avatar} />
        </Badge>
        <span className={styles.conversationText}>
          <span className={styles.conversationHead}>
            <span className={styles.conversationName}>
              <bdi>{name}</bdi>
            </span>
            {lastMessage && (
              <time className={styles.conversationTime} dateTime={lastMessage.createdAt}>
                {listTime(lastMessage.createdAt, currentLanguage())}
              </time>
            )}
          </span>
          {/* The text keeps its own direction (bdi) and lines up with the page. */}
          <span className={lastMessage?.removed ? styles.previewRemoved : styles.preview}>
            <bdi>{preview(lastMessage)}</bdi>
          </span>
        </span>
      </button>
    </li>
  );
}

/** Customer service before the member first wrote: opens (and creates) their conversation. */
function ServiceEntry() {
  const { t } = useTranslation();
  return (
    <li>
      <button
        type="button"
        className={styles.conversation}
        onClick={() => nav.navigateTo(paths.chatService)}
        data-testid="chat-service-entry"
      >
        <ChatAvatar name={t('chat.customerService')} src={null} />
        <span className={styles.conversationText}>
          <span className={styles.conversationName}>{t('chat.customerService')}</span>
          <span className={styles.preview}>{t('chat.serviceIntro')}</span>
        </span>
      </button>
    </li>
  );
}

/**
 * The Chat room tab: customer service first (the member's own conversation, or the way to open it),
 * then the group rooms in the server's order.
 */
export default function ChatPage() {
  const { t } = useTranslation();
  const conversations = useConversations();
  return (
    <>
      <PageNavBar title={t('pages.chatroom')} back={false} />
      <Refreshable onRefresh={conversations.refetch}>
        <QueryState query={conversations}>
          {(list) => {
            const service = list.find((c) => c.room.kind === 'service');
            const rooms = list.filter((c) => c.room.kind !== 'service');
            return (
              <>
                <ul className={styles.conversations} data-testid="chat-conversations">
                  {service ? <ConversationItem conversation={service} /> : <ServiceEntry />}
                  {rooms.map((conversation) => (
                    <ConversationItem key={conversation.room.id} conversation={conversation} />
                  ))}
                </ul>
                {rooms.length === 0 && <EmptyState description={t('chat.emptyDescription')} />}
              </>
            );
          }}
        </QueryState>
      </Refreshable>
    </>
  );
}
