import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { byTestId, render, stubApi, waitFor } from '../../test/render';
import { PendingRewards } from './pending-rewards';

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

describe('rewards waiting for the budget', () => {
  it('lists each waiting reward with its kind and amount, and their sum', async () => {
    stubApi({
      '/app/funds/reward/pending': () => ({
        total: 3_500,
        list: [
          { id: 1, type: 'INVESTREWARD', amount: 2_000, createdAt: '2026-11-20T12:00:00.000Z' },
          { id: 2, type: 'SVIP', amount: 1_500, createdAt: '2026-11-21T12:00:00.000Z' },
        ],
      }),
      '/app/funds/account/accountType': () => [
        {
          type: 'INVESTREWARD',
          label: 'Invitation rebate',
          help: 'Your rebate on an investment made by someone you invited.',
        },
        { type: 'SVIP', label: 'SVIP bonus', help: 'A bonus for reaching a new SVIP level.' },
      ],
    });
    unmount = render(<PendingRewards />).unmount;
    const section = await waitFor(() => byTestId('pending-rewards')[0]);
    await waitFor(() => section.textContent?.includes('Invitation rebate'));
    expect(section.textContent).toContain('Rewards on their way: $35.00');
    expect(section.querySelectorAll('li')).toHaveLength(2);
    expect(section.textContent).toContain('SVIP bonus');
    expect(section.textContent).toContain('$15.00');
  });

  it('shows nothing when nothing waits', async () => {
    const fetched = stubApi({ '/app/funds/reward/pending': () => ({ total: 0, list: [] }) });
    const view = render(<PendingRewards />);
    unmount = view.unmount;
    await waitFor(() => fetched.mock.calls.length > 0);
    expect(byTestId('pending-rewards')).toHaveLength(0);
  });
});
