import type { TChatMessage } from '@club/contract';
import { Alert, Button, Drawer, Empty, Input, Space, Spin, Tag } from 'antd';
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePerson } from '../../shared/api/get-person';
import { useCan } from '../../shared/use-person';
import { formatTime } from '../../ui/format';
import { useAction } from '../../ui/use-action';
import { useServiceAssign } from './api/post-service-assign';
import { useServiceClose } from './api/post-service-close';
import { useServiceHistory } from './api/post-service-history';
import { useServiceRead } from './api/post-service-read';
import { useServiceReply } from './api/post-service-reply';
import styles from './service-desk.module.css';

const newId = () => crypto.randomUUID();

function Bubble({ message }: { message: TChatMessage }) {
  const { t } = useTranslation();
  const agent = message.sender.kind === 'agent';
  return (
    <div
      className={`${styles.bubble} ${agent ? styles.agent : ''}`}
      data-testid={`desk-message-${message.seq}`}
    >
      {message.removed ? (
        <em>{t('serviceDesk.removed')}</em>
      ) : message.kind === 'image' ? (
        <a href={message.body} target="_blank" rel="noopener noreferrer">
          <img className={styles.image} src={message.body} alt={t('serviceDesk.image')} />
        </a>
      ) : (
        // Members' text stays text: never rendered as HTML.
        <span dir="auto">{message.body}</span>
      )}
      <span className={styles.meta}>
        {agent && <bdi>{message.sender.name || t('serviceDesk.customerService')} · </bdi>}
        {formatTime(message.createdAt)}
      </span>
    </div>
  );
}

/**
 * One member's conversation (keyed by room by its page, so a draft never follows to another): history paged upward and refreshed while open, the desk's read
 * pointer following the newest message shown, and the reply box for the agent holding it.
 */
export function ConversationDrawer(props: { roomId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const roomId = props.roomId ?? 0;
  const history = useServiceHistory(roomId);
  const person = usePerson().data;
  const can = useCan();
  const { run, busy } = useAction();
  const read = useServiceRead();
  const reply = useServiceReply();
  const assign = useServiceAssign();
  const close = useServiceClose();
  const [draft, setDraft] = useState('');
  // One id per reply, kept across retries of it, so a retried reply posts once.
  const clientMsgId = useRef(newId());
  const scroller = useRef<HTMLDivElement>(null);
  const lastRead = useRef(0);

  const pages = history.data?.pages ?? [];
  const newest = pages[0];
  const conversation = newest?.conversation;
  const messages = [...pages].reverse().flatMap((p) => p.list);
  const lastSeq = newest?.lastSeq ?? 0;
  const heldByOther = conversation?.agent != null && conversation.agent.id !== person?.id;

  const { mutate: markRead } = read;
  useEffect(() => {
    if (props.roomId === null || lastSeq <= lastRead.current) return;
    lastRead.current = lastSeq;
    markRead({ roomId: props.roomId, seq: lastSeq });
  }, [props.roomId, lastSeq, markRead]);

  // New messages at the end: show them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lastSeq]);

  async function send() {
    const body = draft.trim();
    if (!body || props.roomId === null) return;
    const sent = await run(
      'reply',
      () => reply.mutateAsync({ roomId: roomId, clientMsgId: clientMsgId.current, body }),
      t('serviceDesk.sent', { name: conversation?.member.nickname }),
    );
    if (sent) {
      clientMsgId.current = newId();
      setDraft('');
    }
  }

  let lastDay = '';
  return (
    <Drawer
      open={props.roomId !== null}
      onClose={props.onClose}
      size={640}
      destroyOnHidden
      title={
        conversation && (
          <Space wrap>
            <bdi>{conversation.member.nickname}</bdi>
            <span dir="ltr">{conversation.member.phone}</span>
            <Tag color={conversation.status === 'open' ? 'green' : 'default'}>
              {t(`serviceDesk.statuses.${conversation.status}`)}
            </Tag>
            {conversation.agent ? (
              <Tag color="blue">
                <bdi>{conversation.agent.name}</bdi>
              </Tag>
            ) : (
              <Tag color="gold">{t('serviceDesk.waiting')}</Tag>
            )}
          </Space>
        )
      }
      extra={
        conversation && (
          <Space>
            {can('chat:service:assign') && conversation.agent?.id !== person?.id && (
              <Button
                loading={busy === 'assign'}
                onClick={() =>
                  run(
                    'assign',
                    () => assign.mutateAsync({ roomId }),
                    t('serviceDesk.assigned', { name: conversation.member.nickname }),
                  )
                }
                data-testid="desk-assign"
              >
                {t('serviceDesk.assignToMe')}
              </Button>
            )}
            {can('chat:service:close') && conversation.status === 'open' && (
              <Button
                loading={busy === 'close'}
                onClick={() =>
                  run(
                    'close',
                    () => close.mutateAsync({ roomId }),
                    t('serviceDesk.closed', { name: conversation.member.nickname }),
                  )
                }
                data-testid="desk-close"
              >
                {t('serviceDesk.close')}
              </Button>
            )}
          </Space>
        )
      }
    >
      <div className={styles.conversation}>
        <div className={styles.history} ref={scroller} data-testid="desk-history">
          {history.hasNextPage && (
            <Button
              size="small"
              className={styles.older}
              loading={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {t('serviceDesk.older')}
            </Button>
          )}
          {history.isPending && <Spin />}
          {history.isSuccess && messages.length === 0 && <Empty description={t('serviceDesk.noMessages')} />}
          {messages.map((m) => {
            const day = formatTime(m.createdAt).slice(0, 10);
            const showDay = day !== lastDay;
            lastDay = day;
            return (
              <Fragment key={m.seq}>
                {showDay && <span className={styles.day}>{day}</span>}
                <Bubble message={m} />
              </Fragment>
            );
          })}
        </div>
        {can('chat:service:reply') && (
          <div className={styles.composer}>
            {heldByOther && conversation?.agent ? (
              <Alert
                type="info"
                showIcon
                title={t('serviceDesk.heldBy', { agent: conversation.agent.name })}
              />
            ) : (
              <>
                <Input.TextArea
                  value={draft}
                  onChange={(e) => setDraft(e.target.value)}
                  onPressEnter={(e) => {
                    if (e.ctrlKey || e.metaKey) void send();
                  }}
                  autoSize={{ minRows: 2, maxRows: 6 }}
                  maxLength={500}
                  showCount
                  dir="auto"
                  placeholder={t('serviceDesk.replyPlaceholder')}
                  aria-label={t('serviceDesk.reply')}
                  data-testid="desk-reply-text"
                />
                <Button
                  type="primary"
                  onClick={() => void send()}
                  loading={busy === 'reply'}
                  disabled={!draft.trim()}
                  data-testid="desk-reply-send"
                >
                  {t('serviceDesk.send')}
                </Button>
              </>
            )}
          </div>
        )}
      </div>
    </Drawer>
  );
}
