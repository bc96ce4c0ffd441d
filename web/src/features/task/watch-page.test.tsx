import { ErrorCode } from '@club/contract/lib/errors';
import type { TTaskSession } from '@club/contract/task';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setTokens } from '../../api/session';
import { initI18n } from '../../i18n';
import { bindNavigator } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { byTestId, click, render, StubFailure, stubApi, waitFor } from '../../test/render';
import { CONTROLS_HIDE_MS } from '../../ui/player-controls';
import { task, today } from './task.fixtures';
import TaskWatchPage, { TOO_EARLY_RETRY_MS } from './watch-page';

const confirm = vi.hoisted(() => vi.fn<(props: { title?: unknown }) => Promise<boolean>>());
vi.mock('antd-mobile', async (importOriginal) => ({
  ...(await importOriginal<typeof import('antd-mobile')>()),
  Dialog: { confirm },
}));

const navigate = vi.fn();
let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  confirm.mockReset();
  navigate.mockReset();
  bindNavigator(navigate, { pathname: paths.taskWatch, search: '?id=5' });
  // Timers and Date.now are moved by the test, and still run on their own so the requests settle.
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  clearSession();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const session = (requiredSeconds: number): TTaskSession => ({
  sessionId: 42,
  taskId: 5,
  requiredSeconds,
  startedAt: new Date().toISOString(),
});

/** A server with task 5 today; `reward` answers each distributeRewards call in turn. */
function server(requiredSeconds: number, ...rewards: unknown[]) {
  let calls = 0;
  const fetchMock = stubApi({
    '/app/trailer/task/list': () => today([task(5, { requiredSeconds, reward: 250 })]),
    '/app/trailer/task/startTask': () => session(requiredSeconds),
    '/app/trailer/task/distributeRewards': () => rewards[Math.min(calls++, rewards.length - 1)],
  });
  const callsTo = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).includes(path));
  return { claims: () => callsTo('/distributeRewards'), starts: () => callsTo('/startTask') };
}

const paid = { sessionId: 42, amount: 250, paid: true };
const countdown = () => byTestId('task-countdown')[0]?.textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const back = () => click(document.querySelector('.adm-nav-bar-back') as HTMLElement);

function open() {
  unmount = render(<TaskWatchPage query={{ id: '5' }} />).unmount;
}

describe('task watch screen', () => {
  it('starts the task once, plays the trailer muted in a loop and counts the seconds down', async () => {
    const api = server(30, paid);
    open();
    await waitFor(() => countdown() === '30 s');
    const video = byTestId('task-video')[0] as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/uploads/trailer-5.mp4');
    expect([video.muted, video.autoplay, video.loop, video.hasAttribute('playsinline')]).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(api.starts().map(([url]) => new URL(String(url), 'http://x').search)).toEqual(['?taskId=5']);
    advance(1_000);
    await waitFor(() => countdown() === '29 s');
    expect(byTestId('task-seconds-left')[0].textContent).toBe('29 s left');
    advance(10_000);
    await waitFor(() => countdown() === '19 s');
    expect(api.claims()).toHaveLength(0);
  });

  it('shows the native controls until it plays, then on a touch, hiding them 3 s after the last one', async () => {
    server(30, paid);
    open();
    const video = await waitFor(() => byTestId('task-video')[0]);
    const send = (type: string) =>
      act(() => {
        video.dispatchEvent(new Event(type, { bubbles: true }));
      });
    // jsdom plays nothing: the autoplay's start is sent as the browser would.
    expect(video.dataset.controls).toBe('true');
    send('play');
    advance(CONTROLS_HIDE_MS);
    expect(video.dataset.controls).toBe('false');
    expect(video.hasAttribute('controls')).toBe(false);
    send('pointerdown');
    expect(video.dataset.controls).toBe('true');
    advance(CONTROLS_HIDE_MS - 500);
    send('pointerdown');
    advance(CONTROLS_HIDE_MS - 500);
    expect(video.dataset.controls).toBe('true');
    advance(500);
    expect(video.dataset.controls).toBe('false');
  });

  it('asks before leaving early; leaving pays nothing, even once the time is up', async () => {
    const api = server(5, paid);
    open();
    await waitFor(() => countdown() === '5 s');
    confirm.mockResolvedValueOnce(true);
    back();
    await waitFor(() => confirm.mock.calls.length === 1);
    expect(confirm.mock.calls[0][0].title).toBe('Leave now and get no reward?');
    expect(navigate).not.toHaveBeenCalled();

    confirm.mockResolvedValueOnce(false);
    back();
    await waitFor(() => navigate.mock.calls.length === 1);
    expect(navigate).toHaveBeenCalledWith(paths.home, { replace: true });
    unmount?.();
    unmount = undefined;
    advance(10_000);
    expect(api.claims()).toHaveLength(0);
  });

  it('claims the reward once when the countdown reaches zero, and says it was paid', async () => {
    const api = server(2, paid);
    open();
    await waitFor(() => countdown() === '2 s');
    advance(1_000);
    expect(api.claims()).toHaveLength(0);
    advance(1_000);
    const result = await waitFor(() => byTestId('task-result')[0]);
    expect(result.dataset.paid).toBe('true');
    expect(result.textContent).toContain('Reward received');
    expect(result.textContent).toContain('$2.50 has been paid to your Work wallet.');
    expect(api.claims().map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ sessionId: 42 }]);
    advance(5_000);
    expect(api.claims()).toHaveLength(1);
    // Once paid, back leaves without asking.
    back();
    expect(confirm).not.toHaveBeenCalled();
    click(byTestId('task-back-to-list')[0]);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('says a reward waiting for the marketing budget is on its way', async () => {
    server(1, { ...paid, paid: false });
    open();
    await waitFor(() => countdown() === '1 s');
    advance(1_000);
    const result = await waitFor(() => byTestId('task-result')[0]);
    expect(result.dataset.paid).toBe('false');
    expect(result.textContent).toContain('Reward on its way');
    expect(result.textContent).toContain("$2.50 is yours. It waits for the club's marketing budget");
  });

  it('asks once more a second later when the server says it is too early', async () => {
    const api = server(
      1,
      new StubFailure(ErrorCode.TASK_TOO_EARLY, 'Keep watching: 1 seconds left before the reward'),
      paid,
    );
    open();
    await waitFor(() => countdown() === '1 s');
    advance(1_000);
    await waitFor(() => api.claims().length === 1);
    expect(byTestId('task-claiming')).toHaveLength(1);
    advance(TOO_EARLY_RETRY_MS);
    await waitFor(() => byTestId('task-result')[0]);
    expect(api.claims()).toHaveLength(2);
  });

  it("shows the server's words when the reward is refused", async () => {
    const api = server(1, new StubFailure(ErrorCode.TASK_SESSION_EXPIRED, 'This viewing has expired'));
    open();
    await waitFor(() => countdown() === '1 s');
    advance(1_000);
    const failed = await waitFor(() => byTestId('task-claim-failed')[0]);
    expect(failed.textContent).toContain('This viewing has expired');
    // Asking again cannot help an expired session.
    expect(byTestId('task-claim-retry')).toHaveLength(0);
    advance(5_000);
    expect(api.claims()).toHaveLength(1);
  });

  it("flies the project's danmu over its trailer, with the bar to add one under it", async () => {
    setTokens({ token: 'a.1', refreshToken: 'r.1', expire: 3600, refreshExpire: 7200 });
    const fetchMock = stubApi({
      '/app/trailer/task/list': () => today([task(5, { projectId: 9 })]),
      '/app/trailer/task/startTask': () => session(30),
      '/app/trailer/danmu/list': () => [
        { id: 1, atMs: 0, body: 'Again!', mine: false, createdAt: '2026-11-20T08:00:00.000Z' },
      ],
    });
    open();
    const video = await waitFor(() => byTestId('task-video')[0] as HTMLVideoElement);
    await waitFor(() => fetchMock.mock.calls.some(([url]) => String(url).includes('danmu/list?projectId=9')));
    await waitFor(() => byTestId('danmu-item')[0]);
    expect(byTestId('danmu-item')[0].textContent).toBe('Again!');
    expect(
      video.closest('[data-testid="task-watch"]')?.querySelector('[data-testid="danmu-bar"]'),
    ).not.toBeNull();
  });

  it('plays an operator’s own clip without danmu', async () => {
    setTokens({ token: 'a.1', refreshToken: 'r.1', expire: 3600, refreshExpire: 7200 });
    server(30, paid);
    open();
    await waitFor(() => countdown() === '30 s');
    expect(byTestId('danmu-bar')).toHaveLength(0);
    expect(byTestId('danmu-layer')).toHaveLength(0);
  });

  it('says so when the task is not among today’s', async () => {
    stubApi({ '/app/trailer/task/list': () => today([task(6)]) });
    const view = render(<TaskWatchPage query={{ id: '5' }} />);
    unmount = view.unmount;
    await waitFor(() => view.container.textContent?.includes('This task is not among your tasks today'));
  });
});
