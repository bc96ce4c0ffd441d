import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { bindNavigator } from '../../shared/navigation';
import { byTestId, click, render, StubFailure, stubApi, waitFor } from '../../test/render';
import AssistantsPage from './assistants-page';
import { reportAssistant } from './report.fixtures';
import { reportPaths } from './scope';

const toast = vi.hoisted(() => ({ showToast: vi.fn(), toastError: vi.fn(), toastSuccess: vi.fn() }));
vi.mock('../../ui/toast', () => toast);

const navigate = vi.fn();
let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  navigate.mockReset();
  for (const fn of Object.values(toast)) fn.mockReset();
  bindNavigator(navigate, { pathname: reportPaths.assistants, search: '' });
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

describe('assistant list', () => {
  it("shows a director's assistants and opens one's details", async () => {
    const fetchMock = stubApi({
      '/app/report/report/assistants': () => ({
        list: [reportAssistant(31), reportAssistant(32, { nickname: '302***0456', mobile: '302***0456' })],
        pagination: { page: 1, size: 20, total: 2 },
      }),
    });
    unmount = render(<AssistantsPage />).unmount;
    const rows = await waitFor(
      () => byTestId('report-assistant').length === 2 && byTestId('report-assistant'),
    );
    expect(document.title).toBe('Assistant list · TV');
    expect(rows[0].textContent).toBe(
      'Helper 31301***0456Assistant since Oct 1, 2026Users3Members2Shareholding$1,500.00',
    );
    // A nickname that is still the masked phone shows once.
    expect(rows[1].textContent?.match(/302\*\*\*0456/g)).toHaveLength(1);
    const calls = fetchMock.mock.calls
      .map(([url]) => new URL(String(url), 'http://x'))
      .filter((url) => url.pathname === '/api/app/report/report/assistants');
    expect(calls.map((url) => url.search)).toEqual(['?page=1&size=20']);

    click(rows[0].querySelector('button') as HTMLButtonElement);
    expect(navigate).toHaveBeenCalledWith(`${reportPaths.assistant}?assistantId=31`, { replace: false });
  });

  it('tells an assistant the feature is not open, without an error toast', async () => {
    stubApi({ '/app/report/report/assistants': () => new StubFailure(1009, 'server words') });
    unmount = render(<AssistantsPage />).unmount;
    const notOpen = await waitFor(() => byTestId('report-not-open')[0]);
    expect(notOpen.textContent).toBe('This feature is not open');
    expect(document.body.textContent).not.toContain('server words');
    expect(document.body.textContent).not.toContain('Retry');
    expect(toast.toastError).not.toHaveBeenCalled();
  });

  it('says when there are no assistants, and shows another error with a retry', async () => {
    stubApi({
      '/app/report/report/assistants': () => ({ list: [], pagination: { page: 1, size: 20, total: 0 } }),
    });
    unmount = render(<AssistantsPage />).unmount;
    await waitFor(() => document.body.textContent?.includes('No assistants yet.'));
    unmount();

    stubApi({ '/app/report/report/assistants': () => new StubFailure(1005, 'No permission') });
    unmount = render(<AssistantsPage />).unmount;
    await waitFor(() => document.body.textContent?.includes('No permission'));
    expect(byTestId('report-not-open')).toHaveLength(0);
    expect(document.body.textContent).toContain('Retry');
  });
});
