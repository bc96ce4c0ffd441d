import type { TChatMessage, TChatPage, TChatRoom } from '@club/contract/chat';
import { describe, expect, it } from 'vitest';
import { mergeBySeq, withMessages, withNewest, withOlder } from './timeline';

const room: TChatRoom = {
  id: 1,
  kind: 'group',
  name: 'Premiere lounge',
  avatar: null,
  announcement: '',
  rules: '',
  mutedAll: false,
  closed: false,
};

const message = (seq: number, body = `m${seq}`): TChatMessage => ({
  roomId: 1,
  seq,
  kind: 'text',
  body,
  removed: false,
  sender: { kind: 'member', id: 7, name: 'Ana', avatar: null },
  mine: false,
  clientMsgId: null,
  createdAt: '2026-11-20T12:00:00.000Z',
});

const page = (seqs: number[], hasMore: boolean, lastSeq = seqs.at(-1) ?? 0): TChatPage => ({
  room,
  list: seqs.map((s) => message(s)),
  hasMore,
  lastSeq,
});

const seqsOf = (messages: TChatMessage[]) => messages.map((m) => m.seq);

describe('chat timeline', () => {
  it('merges by seq, ascending, each number once, the newer copy winning', () => {
    const merged = mergeBySeq([message(3), message(1), message(2)], [message(2, 'edited'), message(4)]);
    expect(seqsOf(merged)).toEqual([1, 2, 3, 4]);
    expect(merged[1].body).toBe('edited');
  });

  it('keeps older pages when a polled newest page overlaps what is held', () => {
    const held = withOlder(withNewest(undefined, page([31, 32, 33], true)), page([28, 29, 30, 31], true));
    const next = withNewest(held, page([32, 33, 34, 35], true, 35));
    expect(seqsOf(next.messages)).toEqual([28, 29, 30, 31, 32, 33, 34, 35]);
    expect(next.hasMore).toBe(true);
    expect(next.lastSeq).toBe(35);
  });

  it('takes a removal seen in a later page over the copy held', () => {
    const held = withNewest(undefined, page([1, 2], false));
    const removed = { ...message(2), body: '', removed: true };
    const next = withNewest(held, { ...page([1], false), list: [message(1), removed] });
    expect(next.messages.map((m) => m.removed)).toEqual([false, true]);
  });

  it('joins a gap with the older pages fetched to close it', () => {
    const held = withNewest(undefined, page([1, 2, 3], false));
    const next = withNewest(held, page([7, 8, 9], true), [page([4, 5, 6], true)]);
    expect(seqsOf(next.messages)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(next.hasMore).toBe(false);
  });

  it('starts again from the newest page rather than show a hole', () => {
    const held = withNewest(undefined, page([1, 2, 3], false));
    const next = withNewest(held, page([70, 71, 72], true));
    expect(seqsOf(next.messages)).toEqual([70, 71, 72]);
    expect(next.hasMore).toBe(true);
  });

  it('merges single messages (a send’s answer) once, however often they arrive', () => {
    const held = withNewest(undefined, page([1, 2], false));
    const once = withMessages(held, [message(3)]);
    const twice = withMessages(withNewest(once, page([1, 2, 3], false)), [message(3)]);
    expect(seqsOf(twice.messages)).toEqual([1, 2, 3]);
    expect(twice.lastSeq).toBe(3);
  });
});
