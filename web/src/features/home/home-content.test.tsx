import type { TContentItem } from '@club/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { bindNavigator } from '../../shared/navigation';
import { paths } from '../../shared/paths';
import { byTestId, click, render, stubApi, waitFor } from '../../test/render';
import { followBanner } from './banner-slide';
import { HomeShortcuts } from './home-content';
import { HomeNews } from './home-news';

const item = (id: number, title: string): TContentItem => ({
  id,
  kind: 'news',
  title,
  summary: '',
  body: '',
  image: null,
  link: null,
  publishedAt: '2026-11-20T12:00:00.000Z',
});
const page = (list: TContentItem[]) => ({ list, pagination: { page: 1, size: 3, total: list.length } });

let unmount: (() => void) | undefined;
const navigate = vi.fn();
beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  navigate.mockReset();
  bindNavigator(navigate, { pathname: paths.home, search: '' });
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

describe('club content on home', () => {
  it('lists the latest news with a way to all of them, or says there is none', async () => {
    stubApi({ '/app/cms/comm/news': () => page([item(2, 'Premiere night'), item(1, 'Shooting wraps')]) });
    unmount = render(<HomeNews />).unmount;
    await waitFor(() => byTestId('article-title').length === 2);
    expect(byTestId('article-title').map((e) => e.textContent)).toEqual(['Premiere night', 'Shooting wraps']);
    expect(document.body.textContent).toContain('All news');
    unmount();
    stubApi({ '/app/cms/comm/news': () => page([]) });
    unmount = render(<HomeNews />).unmount;
    await waitFor(() => document.body.textContent?.includes('Club news will appear here'));
  });

  it('follows a banner to its project or article, and an outside link in a new tab', () => {
    followBanner({ kind: 'project', projectId: 4 });
    followBanner({ kind: 'news', newsId: 9 });
    expect(navigate.mock.calls.map((c) => c[0])).toEqual([
      `${paths.projectDetail}?id=4`,
      `${paths.newsDetail}?id=9`,
    ]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    followBanner({ kind: 'url', url: 'https://festival.example' });
    expect(open).toHaveBeenCalledWith('https://festival.example', '_blank', 'noopener,noreferrer');
    followBanner(null);
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('leads from the shortcuts to the company profile, news, site guide, customer service, invitation and rules', () => {
    unmount = render(<HomeShortcuts />).unmount;
    expect(byTestId('home-shortcut-service')[0].textContent).toBe('Customer service');
    expect(byTestId('home-shortcut-invite')[0].textContent).toBe('Invite');
    for (const name of ['company', 'news', 'guide', 'service', 'invite', 'rules'])
      click(byTestId(`home-shortcut-${name}`)[0]);
    expect(navigate.mock.calls.map((c) => c[0])).toEqual([
      paths.companyProfile,
      paths.news,
      paths.siteGuide,
      paths.customerService,
      paths.invitation,
      paths.memberClause,
    ]);
  });
});
