import { ErrorCode } from '@club/contract/lib/errors';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { bindNavigator } from '../../shared/navigation';
import { paths, taskWatchPath } from '../../shared/paths';
import { byTestId, click, render, StubFailure, stubApi, waitFor } from '../../test/render';
import { task, today } from './task.fixtures';
import TaskPage from './task-page';

const toast = vi.hoisted(() => ({ showToast: vi.fn(), toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../ui/toast', () => toast);

const navigate = vi.fn();
let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  navigate.mockReset();
  bindNavigator(navigate, { pathname: paths.task, search: '' });
  for (const fn of Object.values(toast)) fn.mockReset();
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

const itemOf = (id: number) =>
  byTestId('task-item').find((el) => el.dataset.taskId === String(id)) as HTMLElement;
const within = (el: HTMLElement, id: string) => el.querySelector<HTMLElement>(`[data-testid="${id}"]`);

describe('task tab', () => {
  it('shows how many are left today and each task with its state and what can be done', async () => {
    stubApi({
      '/app/trailer/task/list': () =>
        today([
          task(1, { reward: 150, requiredSeconds: 45 }),
          task(2, { state: 'completed', sessionId: 12, secondsLeft: 0 }),
          task(3, { state: 'rewarded', sessionId: 13, secondsLeft: 0 }),
        ]),
    });
    unmount = render(<TaskPage />).unmount;
    await waitFor(() => byTestId('task-item').length === 3);
    expect(byTestId('task-left')[0].textContent).toBe('2 of 3 left today');
    expect(byTestId('task-daily-count')[0].textContent).toBe('Up to 3 tasks a day at your level');
    expect(byTestId('task-item').map((el) => el.dataset.state)).toEqual([
      'notCompleted',
      'completed',
      'rewarded',
    ]);
    const first = itemOf(1);
    expect(first.textContent).toContain('Trailer 1');
    expect(within(first, 'task-reward')?.textContent).toBe('+$1.50');
    expect(first.textContent).toContain('Watch 45 s');
    expect(within(first, 'task-state')?.textContent).toBe('Not completed');
    expect(within(itemOf(2), 'task-state')?.textContent).toBe('Completed');
    expect(within(itemOf(3), 'task-state')?.textContent).toBe('Rewarded');
    // One next step each: watch, claim, or the done mark.
    expect(byTestId('task-watch').map((b) => b.closest('li'))).toEqual([first]);
    expect(byTestId('task-claim').map((b) => b.closest('li'))).toEqual([itemOf(2)]);
    expect(byTestId('task-done').map((b) => b.closest('li'))).toEqual([itemOf(3)]);

    click(byTestId('task-watch')[0]);
    expect(navigate).toHaveBeenCalledWith(taskWatchPath(1), { replace: false });
    click(byTestId('task-mine')[0]);
    expect(navigate).toHaveBeenCalledWith(paths.myTask, { replace: false });
  });

  it('claims a watched task from the list, then shows it rewarded', async () => {
    const tasks = [task(2, { state: 'completed', sessionId: 12, secondsLeft: 0 })];
    const fetchMock = stubApi({
      '/app/trailer/task/list': () => today(tasks),
      '/app/trailer/task/distributeRewards': (body) => {
        tasks[0] = { ...tasks[0], state: 'rewarded' };
        return { sessionId: (body as { sessionId: number }).sessionId, amount: 100, paid: true };
      },
    });
    unmount = render(<TaskPage />).unmount;
    click(await waitFor(() => byTestId('task-claim')[0]));
    await waitFor(() => itemOf(2)?.dataset.state === 'rewarded');
    const claims = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/distributeRewards'));
    expect(claims.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ sessionId: 12 }]);
    expect(toast.toastSuccess).toHaveBeenCalledWith('Reward received: $1.00, paid to your Work wallet');
  });

  it('says a reward waiting for the budget is on its way', async () => {
    stubApi({
      '/app/trailer/task/list': () => today([task(2, { state: 'completed', sessionId: 12, secondsLeft: 0 })]),
      '/app/trailer/task/distributeRewards': () => ({ sessionId: 12, amount: 100, paid: false }),
    });
    unmount = render(<TaskPage />).unmount;
    click(await waitFor(() => byTestId('task-claim')[0]));
    await waitFor(() => toast.showToast.mock.calls.length > 0);
    expect(toast.showToast.mock.calls[0][0].content).toContain('$1.00 is on its way');
    expect(toast.toastSuccess).not.toHaveBeenCalled();
  });

  it("shows the server's words when a claim is refused", async () => {
    stubApi({
      '/app/trailer/task/list': () => today([task(2, { state: 'completed', sessionId: 12, secondsLeft: 0 })]),
      '/app/trailer/task/distributeRewards': () =>
        new StubFailure(ErrorCode.TASK_ALREADY_REWARDED, 'This task was already rewarded'),
    });
    unmount = render(<TaskPage />).unmount;
    click(await waitFor(() => byTestId('task-claim')[0]));
    await waitFor(() => toast.toastError.mock.calls.length > 0);
    expect((toast.toastError.mock.calls[0][0] as Error).message).toBe('This task was already rewarded');
  });

  it("shows a member without VIP today's tasks locked, what they would earn, and the activation tips", async () => {
    stubApi({
      '/app/trailer/task/list': () =>
        new StubFailure(ErrorCode.MEMBERSHIP_REQUIRED, 'Please activate your membership first'),
      '/app/trailer/task/preview': () => ({
        day: '2026-11-20',
        dailyCount: 3,
        list: [
          { id: 1, title: 'Trailer 1', poster: null, reward: 150, requiredSeconds: 45 },
          { id: 2, title: 'Trailer 2', poster: null, reward: 250, requiredSeconds: 30 },
        ],
      }),
    });
    unmount = render(<TaskPage />).unmount;
    await waitFor(() => byTestId('task-preview-item').length === 2);
    const [first, second] = byTestId('task-preview-item');
    expect(first.textContent).toContain('Trailer 1');
    expect(within(first, 'task-preview-reward')?.textContent).toBe('+$1.50');
    expect(first.textContent).toContain('Watch 45 s');
    expect(first.textContent).toContain('VIP only');
    expect(within(second, 'task-preview-reward')?.textContent).toBe('+$2.50');
    expect(byTestId('task-preview-total')[0].textContent).toBe('Earn up to $4.00 in rewards today');
    // Locked: nothing to watch or claim.
    expect(byTestId('task-watch')).toHaveLength(0);
    expect(byTestId('task-claim')).toHaveLength(0);
    expect(byTestId('task-list')).toHaveLength(0);
    expect(byTestId('activation-tips')).toHaveLength(1);
    click(byTestId('task-vip-open')[0]);
    expect(navigate).toHaveBeenCalledWith(paths.member, { replace: false });
  });

  it('shows the activation tips alone when no task is offered today', async () => {
    const fetchMock = stubApi({
      '/app/trailer/task/list': () =>
        new StubFailure(ErrorCode.MEMBERSHIP_REQUIRED, 'Please activate your membership first'),
      '/app/trailer/task/preview': () => ({ day: '2026-11-20', dailyCount: 3, list: [] }),
    });
    unmount = render(<TaskPage />).unmount;
    await waitFor(() => byTestId('task-vip-required')[0]);
    await waitFor(() => fetchMock.mock.calls.some(([url]) => String(url).includes('/task/preview')));
    expect(byTestId('task-preview')).toHaveLength(0);
    expect(byTestId('activation-tips')).toHaveLength(1);
  });

  it('counts the tasks offered today, which may be fewer than the daily count', async () => {
    stubApi({ '/app/trailer/task/list': () => today([task(1)], { dailyCount: 8 }) });
    unmount = render(<TaskPage />).unmount;
    await waitFor(() => byTestId('task-left')[0]);
    expect(byTestId('task-left')[0].textContent).toBe('1 of 1 left today');
    expect(byTestId('task-daily-count')[0].textContent).toBe('Up to 8 tasks a day at your level');
  });

  it('says when there is no task today', async () => {
    stubApi({ '/app/trailer/task/list': () => today([]) });
    const view = render(<TaskPage />);
    unmount = view.unmount;
    await waitFor(() => view.container.textContent?.includes('No trailer tasks today'));
    expect(byTestId('task-left')).toHaveLength(0);
  });
});
