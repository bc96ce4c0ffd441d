import type { TChatConversation, TChatMessage, TChatRoom } from '@club/contract/chat';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { byTestId, render, stubApi, waitFor } from '../../test/render';
import ChatPage from './chat-page';

const room = (id: number, name: string): TChatRoom => ({
  id,
  kind: 'group',
  name,
  avatar: null,
  announcement: '',
  rules: '',
  mutedAll: false,
  closed: false,
});

const last = (extra: Partial<TChatMessage>): TChatMessage => ({
  roomId: 1,
  seq: 5,
  kind: 'text',
  body: 'See you at the premiere\nsecond line',
  removed: false,
  sender: { kind: 'member', id: 7, name: 'Ana', avatar: null },
  mine: false,
  clientMsgId: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  ...extra,
});

const conversation = (id: number, lastMessage: TChatMessage | null, unread: number): TChatConversation => ({
  room: room(id, `Room ${id}`),
  lastMessage,
  lastSeq: lastMessage?.seq ?? 0,
  unread,
});

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

describe('chat room tab', () => {
  it('lists each room with its last message, its unread count, capped at 99+', async () => {
    stubApi({
      '/app/chat/comm/getAppConversationList': () => [
        conversation(1, last({}), 3),
        conversation(2, last({ kind: 'image', body: '/uploads/a.png' }), 120),
        conversation(3, last({ removed: true, body: '' }), 0),
        conversation(4, null, 0),
      ],
    });
    unmount = render(<ChatPage />).unmount;
    const first = await waitFor(() => byTestId('chat-conversation-1')[0]);
    const rows = [1, 2, 3, 4].map((id) => byTestId(`chat-conversation-${id}`)[0]);
    expect(rows.map((r) => r.dataset.unread)).toEqual(['3', '120', '0', '0']);
    expect(first.textContent).toContain('Room 1');
    expect(first.textContent).toContain('See you at the premiere');
    expect(first.textContent).not.toContain('second line');
    expect(rows[1].textContent).toContain('[Image]');
    expect(rows[1].textContent).toContain('99+');
    expect(rows[2].textContent).toContain('Message removed');
    expect(rows[3].textContent).toContain('No messages yet');
    // The placeholder initial stands in for a missing avatar.
    expect(rows[3].textContent?.startsWith('R')).toBe(true);
  });

  it('puts customer service first: the way to open it, then the conversation once it exists', async () => {
    stubApi({ '/app/chat/comm/getAppConversationList': () => [conversation(1, last({}), 0)] });
    const view = render(<ChatPage />);
    unmount = view.unmount;
    const entry = await waitFor(() => byTestId('chat-service-entry')[0]);
    expect(entry.textContent).toContain('Customer service');
    expect(view.container.querySelector('li')?.contains(entry)).toBe(true);
    view.unmount();

    const service: TChatConversation = {
      room: { ...room(9, ''), kind: 'service' },
      lastMessage: last({ roomId: 9, sender: { kind: 'agent', id: 1, name: '', avatar: null } }),
      lastSeq: 5,
      unread: 2,
    };
    stubApi({ '/app/chat/comm/getAppConversationList': () => [conversation(1, last({}), 0), service] });
    const again = render(<ChatPage />);
    unmount = again.unmount;
    const row = await waitFor(() => byTestId('chat-conversation-9')[0]);
    expect(row.textContent).toContain('Customer service');
    expect(row.dataset.unread).toBe('2');
    expect(byTestId('chat-service-entry')).toHaveLength(0);
    expect(again.container.querySelector('li button')).toBe(row);
  });

  it('says what will appear when the member is in no room', async () => {
    stubApi({ '/app/chat/comm/getAppConversationList': () => [] });
    const view = render(<ChatPage />);
    unmount = view.unmount;
    await waitFor(() => view.container.textContent?.includes('Your chat rooms will appear here'));
  });
});
