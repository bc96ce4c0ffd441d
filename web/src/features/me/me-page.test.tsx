import type { TPerson } from '@club/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../api/session';
import { initI18n } from '../../i18n';
import { bindNavigator } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { byTestId, click, render, stubApi, waitFor } from '../../test/render';
import MePage from './me-page';

/* The way into the team reports (features/report) is on the Me page, for directors and assistants only. */

const navigate = vi.fn();
let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  navigate.mockReset();
  clearSession();
  bindNavigator(navigate, { pathname: paths.me, search: '' });
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

const person = (reportRole: TPerson['reportRole']): TPerson => ({
  id: 7,
  nickName: 'Ana',
  avatar: null,
  areaCode: '1',
  phone: '2025550100',
  invitationCode: 'K7QW2XZP',
  memberExpireAt: null,
  hasPayPassword: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  reportRole,
});

describe('the Me page entry of the reports', () => {
  it.each(['director', 'assistant'] as const)('shows for a %s and opens the reports', async (role) => {
    stubApi({ '/app/user/info/person': () => person(role) });
    unmount = render(<MePage />).unmount;
    const entry = await waitFor(() => byTestId('me-reports')[0]);
    expect(entry.textContent).toContain('Subordinate reports');
    click(entry);
    expect(navigate).toHaveBeenCalledWith(paths.report, { replace: false });
  });

  it('is not there for a member without a role', async () => {
    stubApi({ '/app/user/info/person': () => person(null) });
    unmount = render(<MePage />).unmount;
    await waitFor(() => byTestId('me-nickname')[0]);
    expect(byTestId('me-reports')).toHaveLength(0);
    expect(document.body.textContent).not.toContain('Subordinate reports');
  });
});
