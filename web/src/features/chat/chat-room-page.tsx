import type { TChatRoom } from '@club/contract/chat';
import { ErrorCode } from '@club/contract/lib/errors';
import { InformationCircleOutline } from 'antd-mobile-icons';
import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors';
import { PageNavBar } from '../../shared/nav-bar';
import type { PageProps } from '../../shared/page';
import { EmptyState } from '../../ui/empty-state';
import { PageLoading } from '../../ui/page-loading';
import { QueryState } from '../../ui/query-state';
import { observeResize } from '../../ui/throttle';
import { useRoomTimeline } from './api/get-chat-room-page';
import { useRoomPermission } from './api/get-room-permission';
import { useDialogRead } from './api/post-dialog-read';
import styles from './chat.module.css';
import { BlockedNotice, Composer } from './chat-composer';
import { ChatMessageItem, DayLine, dayOf, OutgoingItem } from './chat-message';
import { ChatRoomInfo } from './chat-room-info';
import { newestSeq, type Timeline } from './timeline';
import { useOutbox } from './use-outbox';

/** Within this many pixels of an edge counts as there: the top loads older, the bottom follows new. */
const EDGE_PX = 80;

/** The read pointer follows the newest message shown. */
function useReadPointer(roomId: number, seq: number) {
  const { mutate } = useDialogRead();
  const sent = useRef(0);
  useEffect(() => {
    if (seq > sent.current) {
      sent.current = seq;
      mutate({ roomId, seq });
    }
  }, [roomId, seq, mutate]);
}

function Room({
  room,
  timeline,
  loadOlder,
  loadingOlder,
}: {
  room: TChatRoom;
  timeline: Timeline;
  loadOlder: () => Promise<void>;
  loadingOlder: boolean;
}) {
  const { t } = useTranslation();
  const roomId = room.id;
  const permission = useRoomPermission(roomId);
  const outbox = useOutbox(roomId, timeline.messages);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const prepend = useRef<{ height: number; top: number } | null>(null);
  const newest = newestSeq(timeline);
  useReadPointer(roomId, newest);

  const toBottom = useCallback(() => {
    const el = scroller.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, []);

  // The composer appearing, the keyboard opening, an image loading: stay at the end if there (checked
  // every 50 ms at most while sizes change, and once more after the last change).
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = observeResize(list.current ? [el, list.current] : [el], toBottom);
    return () => observer.disconnect();
  }, [toBottom]);

  const older = useCallback(async () => {
    const el = scroller.current;
    if (loadingOlder || !timeline.hasMore) return;
    if (el) prepend.current = { height: el.scrollHeight, top: el.scrollTop };
    try {
      await loadOlder();
    } catch {
      prepend.current = null;
    }
  }, [loadOlder, loadingOlder, timeline.hasMore]);

  const first = timeline.messages[0]?.seq;
  // Older messages went in above: keep the ones on screen where they were.
  useLayoutEffect(() => {
    const el = scroller.current;
    const before = prepend.current;
    if (!el || !before || first === undefined) return;
    prepend.current = null;
    el.scrollTop = before.top + (el.scrollHeight - before.height);
  }, [first]);

  // Something new at the end: follow it when the member was reading the end.
  const pendingCount = outbox.pending.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message or a send changes
  useLayoutEffect(() => toBottom(), [newest, pendingCount, toBottom]);

  function onScroll() {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE_PX;
    if (el.scrollTop < EDGE_PX) void older();
  }

  const send = {
    text: (text: string) => {
      atBottom.current = true;
      outbox.sendText(text);
    },
    image: (file: File) => {
      atBottom.current = true;
      outbox.sendImage(file);
    },
  };

  let lastDay = '';
  const dayLine = (iso: string) => {
    const day = dayOf(iso);
    if (day === lastDay) return null;
    lastDay = day;
    return <DayLine iso={iso} />;
  };

  return (
    <>
      <div className={styles.scroller} ref={scroller} onScroll={onScroll} data-testid="chat-messages">
        <div className={styles.historyEdge}>
          {timeline.hasMore ? (
            <button
              type="button"
              className={styles.loadOlder}
              onClick={() => void older()}
              disabled={loadingOlder}
              data-testid="chat-load-older"
            >
              {loadingOlder ? t('common.loading') : t('chat.loadOlder')}
            </button>
          ) : (
            timeline.messages.length > 0 && (
              <span>{t(room.kind === 'service' ? 'chat.serviceBeginning' : 'chat.beginning')}</span>
            )
          )}
        </div>
        {timeline.messages.length === 0 && outbox.pending.length === 0 && (
          <EmptyState compact description={t('chat.noMessages')} />
        )}
        <ul className={styles.messages} ref={list}>
          {timeline.messages.map((message) => (
            <Fragment key={message.seq}>
              {dayLine(message.createdAt)}
              <ChatMessageItem message={message} />
            </Fragment>
          ))}
          {outbox.pending.map((item) => (
            <Fragment key={item.clientMsgId}>
              {dayLine(item.createdAt)}
              <OutgoingItem item={item} onRetry={outbox.retry} />
            </Fragment>
          ))}
        </ul>
      </div>
      <div className={styles.composerBar}>
        {/* A service conversation the desk closed: writing opens it again. */}
        {room.closed && (
          <p className={styles.closedNote} data-testid="chat-service-closed">
            {t('chat.serviceClosed')}
          </p>
        )}
        {permission.data?.canSpeak === false ? (
          <BlockedNotice permission={permission.data} />
        ) : permission.data ? (
          <Composer onSendText={send.text} onSendImage={send.image} />
        ) : null}
      </div>
    </>
  );
}

/** One chat room: its messages paged upward, polled for new ones, and the composer. */
export default function ChatRoomPage({ query }: PageProps) {
  const { t } = useTranslation();
  const roomId = Number(query.id);
  const valid = Number.isSafeInteger(roomId) && roomId > 0;
  const timeline = useRoomTimeline(valid ? roomId : 0, valid);
  const [infoOpen, setInfoOpen] = useState(false);
  const room = timeline.data?.room;
  const service = room?.kind === 'service';
  const notFound =
    !valid || (isApiError(timeline.error) && timeline.error.code === ErrorCode.NOT_FOUND && !timeline.data);

  return (
    <div className={styles.roomPage}>
      <PageNavBar
        title={service ? t('chat.customerService') : (room?.name ?? t('pages.chatroom'))}
        right={
          room &&
          !service && (
            <button
              type="button"
              className={styles.infoButton}
              onClick={() => setInfoOpen(true)}
              aria-label={t('chat.roomInfo')}
              data-testid="chat-room-info"
            >
              <InformationCircleOutline />
            </button>
          )
        }
      />
      {notFound ? (
        <EmptyState description={t('chat.notFound')} />
      ) : (
        <QueryState query={timeline} loading={<PageLoading />}>
          {(data) => (
            <Room
              room={data.room}
              timeline={data}
              loadOlder={timeline.loadOlder}
              loadingOlder={timeline.loadingOlder}
            />
          )}
        </QueryState>
      )}
      {room && <ChatRoomInfo room={room} visible={infoOpen} onClose={() => setInfoOpen(false)} />}
    </div>
  );
}
