// @vitest-environment jsdom
import type { TAdminDanmu } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { bodiesOf, byTestId, click, pageTests, pick, stubApi, waitFor } from '../../test/render';
import DanmuPage, { videoTime } from './danmu-page';

const visible: TAdminDanmu = {
  id: 3,
  projectId: 2,
  projectTitle: 'The Long Take',
  userId: 7,
  nickname: 'Demo member',
  memberPhone: '+12025550100',
  body: 'What a shot!',
  atMs: 75_400,
  status: 'visible',
  createdAt: '2026-11-28T12:00:00.000Z',
  hiddenBy: null,
  hiddenAt: null,
};
const hidden: TAdminDanmu = {
  ...visible,
  id: 4,
  body: 'Spam',
  status: 'hidden',
  hiddenBy: 'moderator',
  hiddenAt: '2026-11-28T12:05:00.000Z',
};
const ALL_KEYS = ['trailer:danmu:page', 'trailer:danmu:hide', 'trailer:danmu:show', 'finance:proj:read'];

function page(body: unknown) {
  const b = body as { status?: string; projectId?: number };
  const list = [visible, hidden].filter(
    (d) => (!b.status || d.status === b.status) && (!b.projectId || d.projectId === b.projectId),
  );
  return { list, pagination: { page: 1, size: 20, total: list.length } };
}
const messages = () => Array.from(document.querySelectorAll('.ant-message-notice')).map((n) => n.textContent);
const rowIds = () =>
  Array.from(document.querySelectorAll<HTMLElement>('tr[data-row-key]')).map((r) => r.dataset.rowKey);

const mount = pageTests();

describe('danmu page', { timeout: 30_000 }, () => {
  it('lists danmu with project, member, text, video time and status, and filters on the server', async () => {
    const api = stubApi(ALL_KEYS, {
      '/admin/trailer/danmu/page': page,
    });
    mount(<DanmuPage />);
    await waitFor(() => rowIds().length === 2);
    const [first, second] = Array.from(document.querySelectorAll('tr[data-row-key]'));
    for (const text of [
      'The Long Take',
      '#2',
      '+12025550100',
      'Demo member',
      'What a shot!',
      '1:15',
      'Visible',
    ])
      expect(first?.textContent).toContain(text);
    expect(second?.textContent).toContain('Hidden by moderator');
    expect(bodiesOf(api, '/admin/trailer/danmu/page')[0]).toEqual({ page: 1, size: 20 });

    await pick(document.querySelector('[aria-label="State"]') as HTMLElement, 'Hidden');
    await waitFor(() => rowIds().join() === '4');
    expect(bodiesOf(api, '/admin/trailer/danmu/page').at(-1)).toEqual({
      page: 1,
      size: 20,
      status: 'hidden',
    });
    expect(byTestId('danmu-project-filter')).toHaveLength(1);
  });

  it('hides a visible danmu and shows a hidden one again, each message naming the danmu', async () => {
    const api = stubApi(ALL_KEYS, {
      '/admin/trailer/danmu/page': page,
      '/admin/trailer/danmu/hide': () => null,
      '/admin/trailer/danmu/show': () => null,
    });
    mount(<DanmuPage />);
    click(await waitFor(() => byTestId('danmu-hide-3')[0]));
    await waitFor(() => bodiesOf(api, '/admin/trailer/danmu/hide').length === 1);
    expect(bodiesOf(api, '/admin/trailer/danmu/hide')).toEqual([{ id: 3 }]);
    await waitFor(() => messages().includes('Danmu #3 hidden'));
    click(await waitFor(() => byTestId('danmu-show-4')[0]));
    await waitFor(() => bodiesOf(api, '/admin/trailer/danmu/show').length === 1);
    expect(bodiesOf(api, '/admin/trailer/danmu/show')).toEqual([{ id: 4 }]);
    await waitFor(() => messages().includes('Danmu #4 shown again'));
  });

  it('offers no action the role does not grant', async () => {
    stubApi(['trailer:danmu:page'], { '/admin/trailer/danmu/page': page });
    mount(<DanmuPage />);
    await waitFor(() => rowIds().length === 2);
    expect(byTestId('danmu-hide-3')).toHaveLength(0);
    expect(byTestId('danmu-show-4')).toHaveLength(0);
    expect(byTestId('danmu-project-filter')).toHaveLength(0);
  });

  it('writes where a danmu enters as minutes and seconds', () => {
    expect([videoTime(0), videoTime(9_999), videoTime(75_400), videoTime(3_600_000)]).toEqual([
      '0:00',
      '0:09',
      '1:15',
      '60:00',
    ]);
  });
});
