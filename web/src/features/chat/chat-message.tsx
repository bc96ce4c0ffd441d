import type { TChatMessage } from '@club/contract/chat';
import { DotLoading } from 'antd-mobile';
import { ExclamationCircleFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { copyText } from '../../ui/copy';
import { formatDate } from '../../ui/format';
import { useImageViewer } from '../../ui/image-viewer';
import { timeOfDay } from '../../ui/list-time';
import { useLongPress } from '../../ui/long-press';
import { PressMenu } from '../../ui/press-menu';
import { uploadSrcSet } from '../../ui/responsive-image';
import { saveImage } from '../../ui/save-image';
import styles from './chat.module.css';
import { ChatAvatar } from './chat-avatar';
import type { Outgoing } from './use-outbox';

/** The local calendar day of a time, to put a date line where the day changes. */
export const dayOf = (iso: string) => new Date(iso).toDateString();

/** A date line between messages of different days: Today, Yesterday, or the date. */
export function DayLine({ iso }: { iso: string }) {
  const { t } = useTranslation();
  const day = dayOf(iso);
  const now = new Date();
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  const label =
    day === now.toDateString()
      ? t('chat.today')
      : day === yesterday.toDateString()
        ? t('chat.yesterday')
        : formatDate(iso, currentLanguage());
  return (
    <li className={styles.dayLine}>
      <span>{label}</span>
    </li>
  );
}

type BodyProps = { kind: 'text' | 'image'; body: string };

/**
 * What a message says. Text is text: React writes it as a text node, so markup shows as typed and a
 * link is not made clickable; line breaks stay (pre-wrap) and each message takes its own direction.
 * An image opens full screen.
 */
function MessageBody({ kind, body }: BodyProps) {
  const { t } = useTranslation();
  const showImages = useImageViewer();
  if (kind === 'image') {
    return (
      <button
        type="button"
        className={styles.imageButton}
        onClick={() => showImages([body])}
        aria-label={t('chat.viewImage')}
      >
        <img className={styles.image} src={body} srcSet={uploadSrcSet(body)} sizes="180px" alt="" />
      </button>
    );
  }
  return (
    <p className={styles.text} dir="auto" data-testid="chat-text">
      {body}
    </p>
  );
}

/** A sent message's bubble: held, it offers to copy its text or to save its picture. */
function Bubble({ className, message }: { className: string; message: TChatMessage }) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState(false);
  const press = useLongPress(() => setMenu(true));
  const action =
    message.kind === 'text'
      ? { key: 'copy', text: t('common.copy'), run: () => void copyText(message.body) }
      : {
          key: 'save',
          text: t('common.saveImage'),
          run: () => void saveImage(message.body, `chat-${message.seq}`),
        };
  return (
    <>
      <div className={className} {...press}>
        <MessageBody kind={message.kind} body={message.body} />
      </div>
      <PressMenu visible={menu} onClose={() => setMenu(false)} actions={[action]} />
    </>
  );
}

/** One message of the room: the member's own on the reading side, others with avatar and name. */
export function ChatMessageItem({ message }: { message: TChatMessage }) {
  const { t } = useTranslation();
  const testId = `chat-message-${message.seq}`;
  if (message.removed) {
    return (
      <li className={styles.removedLine} data-testid={testId} data-removed="true">
        {t('chat.removed')}
      </li>
    );
  }
  const time = (
    <time className={styles.messageTime} dateTime={message.createdAt}>
      {timeOfDay(message.createdAt, currentLanguage())}
    </time>
  );
  if (message.mine) {
    return (
      <li className={styles.rowMine} data-testid={testId} data-mine="true">
        <div className={styles.column}>
          <Bubble className={styles.bubbleMine} message={message} />
          {time}
        </div>
      </li>
    );
  }
  // An agent without a display name speaks as the club's customer service.
  const name = message.sender.name || t('chat.customerService');
  return (
    <li className={styles.row} data-testid={testId} data-mine="false">
      <ChatAvatar name={name} src={message.sender.avatar} small />
      <div className={styles.column}>
        <span className={styles.senderName} dir="auto" data-sender={message.sender.kind}>
          {name}
        </span>
        <Bubble className={styles.bubble} message={message} />
        {time}
      </div>
    </li>
  );
}

/** A message on its way (dots), or failed (a warning; tap to send it again, same clientMsgId). */
export function OutgoingItem({ item, onRetry }: { item: Outgoing; onRetry: (clientMsgId: string) => void }) {
  const { t } = useTranslation();
  const failed = item.status === 'failed';
  const body = (
    <div className={styles.bubbleMine}>
      <MessageBody
        kind={item.kind}
        body={item.kind === 'image' ? (item.preview ?? item.url ?? '') : item.text}
      />
    </div>
  );
  return (
    <li
      className={styles.rowMine}
      data-testid={`chat-pending-${item.clientMsgId}`}
      data-status={item.status}
      data-mine="true"
    >
      <div className={styles.column}>
        <div className={styles.pendingLine}>
          {failed ? (
            <ExclamationCircleFill className={styles.failedIcon} aria-hidden="true" />
          ) : (
            <DotLoading className={styles.sendingDots} />
          )}
          {body}
        </div>
        {failed ? (
          <button
            type="button"
            className={styles.retry}
            onClick={() => onRetry(item.clientMsgId)}
            data-testid="chat-retry"
          >
            {item.error ? `${item.error} · ` : ''}
            {t('chat.retry')}
          </button>
        ) : (
          <span className={styles.messageTime}>{t('chat.sending')}</span>
        )}
      </div>
    </li>
  );
}
