import type { TChatMessage, TChatPage, TChatPermission, TChatRoom } from '@club/contract/chat';
import { ErrorCode } from '@club/contract/lib/errors';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { byTestId, click, render, StubFailure, stubApi, type, waitFor } from '../../test/render';
import ChatRoomPage from './chat-room-page';

const room: TChatRoom = {
  id: 1,
  kind: 'group',
  name: 'Premiere lounge',
  avatar: null,
  announcement: 'Screening on Friday',
  rules: 'Be kind',
  mutedAll: false,
  closed: false,
};

const message = (seq: number, extra: Partial<TChatMessage> = {}): TChatMessage => ({
  roomId: 1,
  seq,
  kind: 'text',
  body: `Message ${seq}`,
  removed: false,
  sender: { kind: 'member', id: 7, name: 'Ana', avatar: null },
  mine: false,
  clientMsgId: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  ...extra,
});

const page = (list: TChatMessage[], hasMore: boolean): TChatPage => ({
  room,
  list,
  hasMore,
  lastSeq: 6,
});

const canSpeak: TChatPermission = { canSpeak: true, reason: null, banReason: null, bannedUntil: null };

/** A room whose newest page is 4–6 and whose page before 4 overlaps it (1–4). */
function server(extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    '/app/chat/comm/getChatRoomMssagePage': (_, url) =>
      url.searchParams.get('beforeSeq') === '4'
        ? page(
            [1, 2, 3, 4].map((s) => message(s)),
            false,
          )
        : page(
            [4, 5, 6].map((s) => message(s)),
            true,
          ),
    '/app/chat/comm/isRoomPermissions': () => canSpeak,
    '/app/message/dialog_read/read': () => ({ unread: 0 }),
    '/app/message/dialog_read/unread': () => ({ messages: 0, conversations: 0 }),
    ...extra,
  });
}

const bodiesOf = (fetchMock: ReturnType<typeof stubApi>, path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)));

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

describe('chat room', () => {
  it('pages history upward, merging by seq without duplicates, and reads up to the newest', async () => {
    const fetchMock = server();
    unmount = render(<ChatRoomPage query={{ id: '1' }} />).unmount;
    const older = await waitFor(() => byTestId('chat-load-older')[0]);
    expect(bodiesOf(fetchMock, '/dialog_read/read')).toEqual([{ roomId: 1, seq: 6 }]);
    click(older);
    await waitFor(() => byTestId('chat-message-1').length === 1);
    const shown = Array.from(document.querySelectorAll<HTMLElement>('[data-testid^="chat-message-"]'));
    expect(shown.map((el) => el.dataset.testid)).toEqual([1, 2, 3, 4, 5, 6].map((s) => `chat-message-${s}`));
    const asked = fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('beforeSeq'));
    expect(asked).toHaveLength(1);
    expect(new URL(asked[0], 'http://x').searchParams.get('beforeSeq')).toBe('4');
    expect(byTestId('chat-load-older')).toEqual([]);
  });

  it('shows text as typed: markup and links stay plain text', async () => {
    const body =
      '<b>bold</b> <a href="https://evil.example">here</a>\nhttps://example.com <img src=x onerror=alert(1)>';
    server({
      '/app/chat/comm/getChatRoomMssagePage': () => page([message(6, { body })], false),
    });
    unmount = render(<ChatRoomPage query={{ id: '1' }} />).unmount;
    const row = await waitFor(() => byTestId('chat-message-6')[0]);
    const text = row.querySelector<HTMLElement>('[data-testid="chat-text"]');
    expect(text?.textContent).toBe(body);
    expect(text?.children).toHaveLength(0);
    expect(text?.getAttribute('dir')).toBe('auto');
    expect(row.querySelectorAll('a, b, img')).toHaveLength(0);
  });

  it('shows a removed message as a line, without its text', async () => {
    server({
      '/app/chat/comm/getChatRoomMssagePage': () => page([message(6, { removed: true, body: '' })], false),
    });
    unmount = render(<ChatRoomPage query={{ id: '1' }} />).unmount;
    const row = await waitFor(() => byTestId('chat-message-6')[0]);
    expect(row.textContent).toBe('Message removed');
  });

  it.each([
    [
      { canSpeak: false, reason: 'notMember', banReason: null, bannedUntil: null },
      ['Only VIP members can speak', 'Become a VIP'],
    ],
    [
      { canSpeak: false, reason: 'allMuted', banReason: null, bannedUntil: null },
      ['All members are muted in this room'],
    ],
    [
      { canSpeak: false, reason: 'banned', banReason: 'Spam links', bannedUntil: null },
      ['You are banned from speaking: Spam links'],
    ],
    [
      { canSpeak: false, reason: 'banned', banReason: 'Spam links', bannedUntil: '2026-12-01T10:00:00.000Z' },
      ['You are banned from speaking: Spam links', 'Until Dec'],
    ],
  ] as [TChatPermission, string[]][])('says why the member cannot speak (%j)', async (permission, words) => {
    server({ '/app/chat/comm/isRoomPermissions': () => permission });
    unmount = render(<ChatRoomPage query={{ id: '1' }} />).unmount;
    const blocked = await waitFor(() => byTestId('chat-blocked')[0]);
    expect(blocked.dataset.reason).toBe(permission.reason);
    for (const text of words) expect(blocked.textContent).toContain(text);
    if (!permission.bannedUntil) expect(blocked.textContent).not.toContain('Until');
    expect(byTestId('chat-become-member')).toHaveLength(permission.reason === 'notMember' ? 1 : 0);
    expect(byTestId('chat-input')).toEqual([]);
  });

  it('shows a send as pending, then failed, and retries it with the same clientMsgId', async () => {
    let sends = 0;
    const fetchMock = server({
      '/app/chat/comm/send': (body) => {
        sends += 1;
        const { clientMsgId } = body as { clientMsgId: string };
        if (sends === 1) return new StubFailure(ErrorCode.CHAT_TOO_FAST, 'One message a second, please');
        return message(7, { mine: true, body: 'Hello', clientMsgId });
      },
    });
    unmount = render(<ChatRoomPage query={{ id: '1' }} />).unmount;
    const input = await waitFor(() => byTestId('chat-input')[0] as HTMLTextAreaElement | undefined);
    type(input, '  Hello ');
    expect(byTestId('chat-counter')[0].textContent).toBe('8/500');
    click(byTestId('chat-send')[0]);
    expect(input.value).toBe('');
    const pending = () => document.querySelector<HTMLElement>('[data-testid^="chat-pending-"]');
    expect(pending()?.dataset.status).toBe('sending');
    await waitFor(() => pending()?.dataset.status === 'failed');
    expect(pending()?.textContent).toContain('One message a second, please');
    expect(pending()?.textContent).toContain('Hello');

    click(byTestId('chat-retry')[0]);
    await waitFor(() => byTestId('chat-message-7').length === 1);
    expect(pending()).toBeNull();
    const [first, second] = bodiesOf(fetchMock, '/chat/comm/send');
    expect(first).toEqual({ roomId: 1, clientMsgId: first.clientMsgId, kind: 'text', body: 'Hello' });
    expect(second).toEqual(first);
  });

  it('opens the announcement and rules from the nav bar', async () => {
    server();
    unmount = render(<ChatRoomPage query={{ id: '1' }} />).unmount;
    click(await waitFor(() => byTestId('chat-room-info')[0]));
    const announcement = await waitFor(() => byTestId('chat-announcement')[0]);
    expect(announcement.textContent).toContain('Screening on Friday');
    expect(byTestId('chat-rules')[0].textContent).toContain('Be kind');
  });

  it('shows customer service by its name, the agent as customer service, and that it was closed', async () => {
    const service = { ...room, kind: 'service' as const, name: '', closed: true };
    const agent = message(6, { sender: { kind: 'agent', id: 1, name: '', avatar: null } });
    server({
      '/app/chat/comm/getChatRoomMssagePage': () => ({ ...page([message(5), agent], false), room: service }),
    });
    const view = render(<ChatRoomPage query={{ id: '1' }} />);
    unmount = view.unmount;
    const closed = await waitFor(() => byTestId('chat-service-closed')[0]);
    expect(closed.textContent).toContain('Write again');
    expect(view.container.textContent).toContain('Customer service');
    expect(view.container.textContent).toContain('This is the beginning of your conversation');
    expect(byTestId('chat-message-6')[0].querySelector('[data-sender="agent"]')?.textContent).toBe(
      'Customer service',
    );
    // No announcement or rules in a service conversation.
    expect(byTestId('chat-room-info')).toHaveLength(0);
  });
});
