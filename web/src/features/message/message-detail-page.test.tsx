import type { TMessage } from '@club/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { byTestId, render, stubApi, waitFor } from '../../test/render';
import MessageDetailPage from './message-detail-page';

const message = (extra: Partial<TMessage> = {}): TMessage => ({
  id: 4,
  kind: 'announcement',
  title: 'Screening night',
  body: 'Doors open at 19:00.\n<b>Bring</b> your <script>alert(1)</script> ticket.',
  link: null,
  read: true,
  createdAt: '2026-11-20T12:00:00.000Z',
  ...extra,
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

describe('message details page', () => {
  it('reads the message it opens and shows its body as plain text, line breaks kept', async () => {
    const fetchMock = stubApi({
      '/app/message/message/read': () => ({ list: [message()], unread: 0 }),
    });
    unmount = render(<MessageDetailPage query={{ id: '4' }} />).unmount;
    const body = await waitFor(() => byTestId('message-detail-body')[0]);
    expect(byTestId('message-detail-title')[0].textContent).toBe('Screening night');
    // The markup is text: no element was made of it.
    expect(body.textContent).toBe(message().body);
    expect(body.children).toHaveLength(0);
    expect(byTestId('message-detail-link')).toEqual([]);
    const [, init] = fetchMock.mock.calls[0];
    expect(JSON.parse(String(init?.body))).toEqual({ ids: [4] });
  });

  it('offers the screen the message leads to', async () => {
    stubApi({
      '/app/message/message/read': () => ({
        list: [message({ kind: 'investment_made', link: { to: 'investment', id: 12 } })],
        unread: 2,
      }),
    });
    unmount = render(<MessageDetailPage query={{ id: '4' }} />).unmount;
    const link = await waitFor(() => byTestId('message-detail-link')[0]);
    expect(link.textContent).toBe('View investment');
  });

  it('says so when the message is not the reader’s', async () => {
    stubApi({ '/app/message/message/read': () => ({ list: [], unread: 0 }) });
    const view = render(<MessageDetailPage query={{ id: '99' }} />);
    unmount = view.unmount;
    await waitFor(() => view.container.textContent?.includes('This message does not exist'));
    expect(byTestId('message-detail-body')).toEqual([]);
  });
});
