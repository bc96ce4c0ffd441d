import type { TMessage } from '@club/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { byTestId, click, render, stubApi, waitFor } from '../../test/render';
import MessagePage from './message-page';

const message = (id: number, read: boolean): TMessage => ({
  id,
  kind: 'announcement',
  title: `Title ${id}`,
  body: `First line ${id}\nSecond line ${id}`,
  link: null,
  read,
  createdAt: '2026-11-20T12:00:00.000Z',
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

/** A member with two messages, one unread, on a server that marks them read. */
function server() {
  const messages = [message(2, false), message(1, true)];
  return stubApi({
    '/app/message/message/page': () => ({
      list: messages,
      pagination: { page: 1, size: 20, total: messages.length },
    }),
    '/app/message/dialog_read/unread': () => ({
      messages: messages.filter((m) => !m.read).length,
      conversations: 0,
    }),
    '/app/message/message/read': () => {
      for (const m of messages) m.read = true;
      return { list: [], unread: 0 };
    },
  });
}

describe('messages page', () => {
  it('lists each message with its first line and whether it is unread', async () => {
    server();
    unmount = render(<MessagePage />).unmount;
    const rows = await waitFor(() => {
      const found = byTestId('message-item-2');
      return found.length === 1 && [found[0], byTestId('message-item-1')[0]];
    });
    expect(rows.map((r) => r.dataset.unread)).toEqual(['true', 'false']);
    expect(rows[0].textContent).toContain('Title 2');
    expect(rows[0].textContent).toContain('First line 2');
    expect(rows[0].textContent).not.toContain('Second line 2');
  });

  it('marks all read from the nav bar, then hides the action', async () => {
    const fetchMock = server();
    unmount = render(<MessagePage />).unmount;
    const readAll = await waitFor(() => byTestId('message-read-all')[0]);
    click(readAll);
    await waitFor(() => byTestId('message-item-2')[0]?.dataset.unread === 'false');
    expect(byTestId('message-read-all')).toEqual([]);
    const read = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/message/read'));
    expect(JSON.parse(String(read?.[1]?.body))).toEqual({ all: true });
  });

  it('says what will appear when there is no message', async () => {
    stubApi({
      '/app/message/message/page': () => ({ list: [], pagination: { page: 1, size: 20, total: 0 } }),
      '/app/message/dialog_read/unread': () => ({ messages: 0, conversations: 0 }),
    });
    const view = render(<MessagePage />);
    unmount = view.unmount;
    await waitFor(() =>
      view.container.textContent?.includes('Notifications and announcements will appear here'),
    );
    expect(byTestId('message-read-all')).toEqual([]);
  });
});
