import type { TChatMessage, TChatPage, TChatRoom } from '@club/contract/chat';

/**
 * What the member app holds of one room: its messages by `seq` (ascending, each number once), whether
 * older ones exist before the first, and the room's last number as the server last said it.
 *
 * Every source of messages goes through the same merge: the newest page (polled), an older page
 * (scrolling up), the answer of a send, and later the socket. A message arriving twice, or its newer
 * state (an operator removed it), replaces the copy held under its number.
 */
export type Timeline = {
  room: TChatRoom;
  messages: TChatMessage[];
  /** Older messages exist before `messages[0]`. */
  hasMore: boolean;
  lastSeq: number;
};

/** Both lists merged by `seq`, ascending; on the same number, `incoming` wins. */
export function mergeBySeq(held: readonly TChatMessage[], incoming: readonly TChatMessage[]): TChatMessage[] {
  const bySeq = new Map<number, TChatMessage>();
  for (const message of held) bySeq.set(message.seq, message);
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

export const newestSeq = (timeline: Pick<Timeline, 'messages'> | undefined): number =>
  timeline?.messages.at(-1)?.seq ?? 0;

/**
 * True when the newest page joins what is held: it starts at or before the number after the newest
 * held message, or nothing exists before it. Otherwise more arrived meanwhile than a page holds.
 */
export function joins(held: Timeline, page: TChatPage): boolean {
  const first = page.list[0]?.seq;
  return first === undefined || !page.hasMore || held.messages.length === 0 || first <= newestSeq(held) + 1;
}

/**
 * The newest page merged in. `older` are pages fetched before it to close a gap (oldest first). When
 * the pages still do not join what is held, the held messages are dropped rather than shown with a
 * hole; scrolling up loads them again.
 */
export function withNewest(held: Timeline | undefined, page: TChatPage, older: TChatPage[] = []): Timeline {
  const fresh = older.reduce<TChatMessage[]>((all, p) => mergeBySeq(all, p.list), []);
  const list = mergeBySeq(fresh, page.list);
  const oldestPage = older[0] ?? page;
  const joined = { ...page, list, hasMore: oldestPage.hasMore };
  if (!held || !joins(held, joined)) {
    return { room: page.room, messages: list, hasMore: joined.hasMore, lastSeq: page.lastSeq };
  }
  return {
    room: page.room,
    messages: mergeBySeq(held.messages, list),
    hasMore: held.messages.length > 0 ? held.hasMore : joined.hasMore,
    lastSeq: Math.max(held.lastSeq, page.lastSeq),
  };
}

/** An older page (fetched before the first held message) merged in. */
export function withOlder(held: Timeline, page: TChatPage): Timeline {
  return {
    ...held,
    room: page.room,
    messages: mergeBySeq(page.list, held.messages),
    hasMore: page.hasMore,
    lastSeq: Math.max(held.lastSeq, page.lastSeq),
  };
}

/** Single messages (a send's answer, later the socket's) merged in. */
export function withMessages(held: Timeline, messages: readonly TChatMessage[]): Timeline {
  const last = messages.reduce((max, m) => Math.max(max, m.seq), held.lastSeq);
  return { ...held, messages: mergeBySeq(held.messages, messages), lastSeq: last };
}
