import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { byTestId, render, stubApi, waitFor } from '../../test/render';
import MyTaskPage from './my-task-page';
import { record } from './task.fixtures';

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const within = (el: HTMLElement, id: string) => el.querySelector<HTMLElement>(`[data-testid="${id}"]`);

describe('my tasks', () => {
  it('lists each session with its day, title, state and reward, page after page', async () => {
    // A full first page (sessions 22 … 3), then the last one, repeated by an offset that moved.
    const first = Array.from({ length: 20 }, (_, i) =>
      record(22 - i, i === 0 ? { state: 'completed', rewardedAt: null } : {}),
    );
    const fetchMock = stubApi({
      '/app/trailer/task/records': (_, url) => {
        const page = Number(url.searchParams.get('page'));
        const list =
          page === 1
            ? first
            : [record(3), record(2, { state: 'notCompleted', day: '2026-11-19', rewardedAt: null })];
        return { list, pagination: { page, size: 20, total: 22 } };
      },
    });
    // jsdom lays nothing out; the list's end counts as on screen once it has a parent to scroll in.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body);
    unmount = render(<MyTaskPage />).unmount;
    await waitFor(() => byTestId('task-record').length === 21);
    const asked = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .filter((url) => url.pathname.endsWith('/records'))
      .map((url) => url.search);
    expect(asked).toEqual(['?page=1&size=20', '?page=2&size=20']);

    const rows = byTestId('task-record');
    expect(rows.map((r) => r.dataset.sessionId)).toEqual(
      Array.from({ length: 21 }, (_, i) => String(22 - i)),
    );
    const [open, rewarded] = rows;
    expect(open.textContent).toContain('Trailer 22');
    expect(open.textContent).toContain('Nov 20, 2026');
    expect(within(open, 'task-state')?.textContent).toBe('Completed');
    expect(within(open, 'task-record-reward')?.textContent).toBe('$1.00');
    expect(within(rewarded, 'task-state')?.textContent).toBe('Rewarded');
    expect(within(rewarded, 'task-record-reward')?.textContent).toBe('+$1.00');
    const last = rows[20];
    expect(within(last, 'task-state')?.textContent).toBe('Not completed');
    expect(last.textContent).toContain('Nov 19, 2026');
  });

  it('says what will appear before the first task', async () => {
    stubApi({
      '/app/trailer/task/records': () => ({ list: [], pagination: { page: 1, size: 20, total: 0 } }),
    });
    const view = render(<MyTaskPage />);
    unmount = view.unmount;
    await waitFor(() => view.container.textContent?.includes('The trailers you watch will appear here'));
  });
});
