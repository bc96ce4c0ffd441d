import type { TPerson } from '@club/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { byTestId, render, stubApi, waitFor } from '../../test/render';
import InvitationPage from './invitation-page';
import { subordinatePage } from './team.fixtures';

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

const person: TPerson = {
  id: 7,
  nickName: 'Ana',
  avatar: null,
  areaCode: '20',
  phone: '1001230123',
  invitationCode: 'K7QW2XZP',
  memberExpireAt: null,
  hasPayPassword: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  reportRole: null,
};

describe('invitation page', () => {
  it('shows the code, the link that carries it, its QR code and every level', async () => {
    stubApi({
      '/app/user/info/person': () => person,
      '/app/user/info/subordinateList': () => subordinatePage(1, []),
    });
    unmount = render(<InvitationPage />).unmount;
    await waitFor(() => byTestId('invite-code').length === 1 && byTestId('invite-level-3').length === 1);

    expect(byTestId('invite-code')[0].textContent).toBe('K7QW2XZP');
    const link = `${window.location.origin}/#/pages/user/register?code=K7QW2XZP`;
    expect(byTestId('invite-link')[0].textContent).toBe(link);
    expect(byTestId('invite-copy-code')).toHaveLength(1);
    expect(byTestId('invite-copy-link')).toHaveLength(1);

    const qr = byTestId('invite-qr')[0] as HTMLImageElement;
    expect(qr.alt).toBe('QR code of your invitation link');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);

    const cells = (n: number) =>
      Array.from(byTestId(`invite-level-${n}`)[0].children).map((c) => c.textContent);
    expect(cells(1)).toEqual(['Level 1', '2', '1', '$12.00']);
    expect(cells(2)).toEqual(['Level 2', '1', '0', '$3.00$0.50 pending']);
    expect(cells(3)).toEqual(['Level 3', '0', '0', '$0.00']);
    expect(document.body.textContent).toContain('24-hour reflection period');
  });
});
