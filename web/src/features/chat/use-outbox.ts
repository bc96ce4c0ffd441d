import type { TChatMessage } from '@club/contract/chat';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../api/errors';
import { newIdempotencyKey } from '../../api/idempotency';
import { postUpload } from '../../shared/api/post-upload';
import { toastError } from '../../ui/toast';
import { useChatSend } from './api/post-chat-send';

/** A message the member sent that the room does not hold yet: on its way, or failed. */
export type Outgoing = {
  /** Made once for this message and sent with every retry, so the server posts it once. */
  clientMsgId: string;
  kind: 'text' | 'image';
  /** The text. */
  text: string;
  /** An image before its upload, and a local preview of it. */
  file?: Blob;
  preview?: string;
  /** The image's URL once uploaded: a retry does not upload it again. */
  url?: string;
  status: 'sending' | 'failed';
  error?: string;
  createdAt: string;
};

/**
 * The member's sends in one room. Each shows at once as pending; an answer merges the posted
 * message into the timeline (and the pending copy goes), a failure marks it failed, and a tap
 * retries with the same `clientMsgId`.
 */
export function useOutbox(roomId: number, held: readonly TChatMessage[]) {
  const [items, setItems] = useState<Outgoing[]>([]);
  const send = useChatSend();
  const { mutateAsync } = send;

  const update = useCallback((clientMsgId: string, change: Partial<Outgoing>) => {
    setItems((all) => all.map((item) => (item.clientMsgId === clientMsgId ? { ...item, ...change } : item)));
  }, []);

  const run = useCallback(
    async (item: Outgoing) => {
      update(item.clientMsgId, { status: 'sending', error: undefined });
      try {
        let body = item.text;
        if (item.kind === 'image') {
          body = item.url ?? (item.file ? (await postUpload(item.file)).url : '');
          update(item.clientMsgId, { url: body });
        }
        await mutateAsync({ roomId, clientMsgId: item.clientMsgId, kind: item.kind, body });
        setItems((all) => all.filter((i) => i.clientMsgId !== item.clientMsgId));
        if (item.preview) URL.revokeObjectURL(item.preview);
      } catch (error) {
        update(item.clientMsgId, { status: 'failed', error: errorMessage(error) });
        toastError(error);
      }
    },
    [mutateAsync, roomId, update],
  );

  const enqueue = useCallback(
    (item: Omit<Outgoing, 'clientMsgId' | 'status' | 'createdAt'>) => {
      const next: Outgoing = {
        ...item,
        clientMsgId: newIdempotencyKey(),
        status: 'sending',
        createdAt: new Date().toISOString(),
      };
      setItems((all) => [...all, next]);
      void run(next);
    },
    [run],
  );

  const sendText = useCallback((text: string) => enqueue({ kind: 'text', text }), [enqueue]);
  const sendImage = useCallback(
    (file: Blob) => enqueue({ kind: 'image', text: '', file, preview: URL.createObjectURL(file) }),
    [enqueue],
  );

  const itemsRef = useRef(items);
  itemsRef.current = items;
  const retry = useCallback(
    (clientMsgId: string) => {
      const item = itemsRef.current.find((i) => i.clientMsgId === clientMsgId);
      if (item && item.status === 'failed') void run(item);
    },
    [run],
  );

  // Object URLs live until the page goes.
  useEffect(
    () => () => {
      for (const item of itemsRef.current) if (item.preview) URL.revokeObjectURL(item.preview);
    },
    [],
  );

  // A poll may bring the posted message before the send's own answer: show it once.
  const posted = new Set(held.filter((m) => m.mine && m.clientMsgId).map((m) => m.clientMsgId));
  const pending = items.filter((item) => !posted.has(item.clientMsgId));
  return { pending, sendText, sendImage, retry };
}
