// @vitest-environment jsdom
import type { TAnnouncement } from '@club/contract';
import { describe, expect, it } from 'vitest';
import {
  bodiesOf,
  byTestId,
  click,
  pageTests,
  searchAndPick,
  settle,
  stubApi,
  type,
  waitFor,
} from '../../test/render';
import AnnouncementsPage from './announcements-page';

const sent: TAnnouncement = {
  id: 4,
  audience: 'all',
  levelId: null,
  levelName: null,
  userId: null,
  texts: {
    en: { title: 'Premiere night', body: 'Doors open at 8.' },
    'de-DE': { title: 'Premierenabend', body: 'Einlass um 8.' },
  },
  recipients: 12,
  operator: 'operator',
  createdAt: '2026-11-28T12:00:00.000Z',
};
const input = (testId: string) => byTestId(testId)[0] as HTMLInputElement;
const messages = () => Array.from(document.querySelectorAll('.ant-message-notice')).map((n) => n.textContent);
const page = () => ({ list: [sent], pagination: { page: 1, size: 20, total: 1 } });

const mount = pageTests();

describe('announcements page', { timeout: 30_000 }, () => {
  it('lists announcements by their English title, and writes a new one in several languages side by side', async () => {
    const api = stubApi(['message:announcement:page', 'message:announcement:add'], {
      '/admin/message/announcement/page': () => ({
        list: [sent],
        pagination: { page: 1, size: 20, total: 1 },
      }),
      '/admin/message/announcement/add': () => sent,
    });
    mount(<AnnouncementsPage />);
    await waitFor(() =>
      document.querySelector('tr[data-row-key="4"]')?.textContent?.includes('Premiere night'),
    );

    click(byTestId('announcement-new')[0]);
    await waitFor(() => byTestId('language-grid').length === 1);
    // English needs a title and a body; a language given a body but no title is refused.
    type(input('announcement-body-fr'), 'Ouverture des portes à 20 h.');
    click(byTestId('announcement-send')[0]);
    await settle();
    expect(byTestId('announcement-confirm')).toHaveLength(0);

    type(input('announcement-title'), 'Premiere night');
    type(input('announcement-body'), 'Doors open at 8.\nBring a friend.');
    type(input('announcement-title-fr'), 'Soirée de première');
    type(input('announcement-title-ja-JP'), 'プレミアの夜');
    await waitFor(() => byTestId('missing-ja-JP').length === 1 && byTestId('missing-fr').length === 0);
    click(byTestId('announcement-send')[0]);
    click(await waitFor(() => byTestId('announcement-confirm')[0]));
    await waitFor(() => bodiesOf(api, '/admin/message/announcement/add').length === 1);
    expect(bodiesOf(api, '/admin/message/announcement/add')[0]).toEqual({
      audience: 'all',
      texts: {
        en: { title: 'Premiere night', body: 'Doors open at 8.\nBring a friend.' },
        fr: { title: 'Soirée de première', body: 'Ouverture des portes à 20 h.' },
        'ja-JP': { title: 'プレミアの夜', body: '' },
      },
    });
  });

  it('sends to one member chosen with the member picker, naming them before and the announcement after', async () => {
    const api = stubApi(['message:announcement:page', 'message:announcement:add', 'member:user:read'], {
      '/admin/message/announcement/page': page,
      '/admin/member/user/pick': () => ({
        list: [{ id: 42, nickname: 'Ada', areaCode: '1', phone: '2025550142', status: 'active' }],
      }),
      '/admin/message/announcement/add': () => ({
        ...sent,
        id: 5,
        audience: 'member',
        userId: 42,
        recipients: 1,
      }),
    });
    mount(<AnnouncementsPage />);
    click(await waitFor(() => byTestId('announcement-new')[0]));
    click(await waitFor(() => byTestId('announcement-audience-member')[0]));
    const picker = await waitFor(() => document.querySelector('[data-testid="announcement-member"]'));
    await searchAndPick(picker, 'Ada', 'Ada · +1 2025550142 · #42');
    type(input('announcement-title'), 'Premiere night');
    type(input('announcement-body'), 'Doors open at 8.');
    click(byTestId('announcement-send')[0]);
    const confirm = await waitFor(() => byTestId('announcement-confirm')[0]);
    expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe(
      'Send this announcement to Ada · +1 2025550142 · #42?',
    );
    click(confirm);
    await waitFor(() => bodiesOf(api, '/admin/message/announcement/add').length === 1);
    // The server's contract is unchanged: the member goes as their id.
    expect(bodiesOf(api, '/admin/message/announcement/add')[0]).toEqual({
      audience: 'member',
      userId: 42,
      texts: { en: { title: 'Premiere night', body: 'Doors open at 8.' } },
    });
    expect(bodiesOf(api, '/admin/member/user/pick')).toEqual([{ search: 'Ada' }]);
    await waitFor(() => messages().includes('Announcement “Premiere night” sent. Members reached: 1'));
  });

  it('offers "one member" only to a role that may look members up', async () => {
    stubApi(['message:announcement:page', 'message:announcement:add'], {
      '/admin/message/announcement/page': page,
    });
    mount(<AnnouncementsPage />);
    click(await waitFor(() => byTestId('announcement-new')[0]));
    const member = await waitFor(() => byTestId('announcement-audience-member')[0]);
    expect(member.closest('label')?.className).toContain('ant-radio-button-wrapper-disabled');
    expect(byTestId('announcement-audience-all')[0].closest('label')?.className).not.toContain(
      'ant-radio-button-wrapper-disabled',
    );
  });
});
