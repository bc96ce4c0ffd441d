// @vitest-environment jsdom
import type { TAdminTask } from '@club/contract';
import { describe, expect, it } from 'vitest';
import {
  bodiesOf,
  buttonsByText,
  byTestId,
  click,
  pageTests,
  stubApi,
  type,
  waitFor,
} from '../../test/render';
import TasksPage from './tasks-page';

const task: TAdminTask = {
  id: 5,
  texts: {
    en: { title: 'Watch the trailer: Tidewater' },
    'de-DE': { title: 'Trailer ansehen: Gezeitenwasser' },
  },
  projectId: null,
  videoUrl: '/uploads/clip.mp4',
  reward: 5_000,
  requiredSeconds: 30,
  fromDay: '2026-11-28',
  toDay: '2026-12-28',
  enabled: true,
  rewardedCount: 2,
  rewardedAmount: 10_000,
  createdAt: '2026-11-28T08:00:00.000Z',
};
const KEYS = ['trailer:task:page', 'trailer:task:update', 'finance:proj:read'];
const messages = () => Array.from(document.querySelectorAll('.ant-message-notice')).map((n) => n.textContent);
const row = (lang: string) => byTestId(`language-row-${lang}`)[0];

const mount = pageTests();

describe('tasks page', { timeout: 30_000 }, () => {
  it("edits a task's title in every language side by side, marking the missing ones, and saves them all", async () => {
    const api = stubApi(KEYS, {
      '/admin/trailer/task/page': () => ({ list: [task], pagination: { page: 1, size: 20, total: 1 } }),
      '/admin/finance/proj/page': () => ({ list: [], pagination: { page: 1, size: 100, total: 0 } }),
      '/admin/trailer/task/update': () => null,
    });
    mount(<TasksPage />);
    click(await waitFor(() => buttonsByText('Edit')[0]));
    await waitFor(() => byTestId('language-grid').length === 1);

    // All 16 languages, English first as the reference; German written, the 14 others missing.
    const rows = byTestId('language-grid')[0].querySelectorAll('tbody');
    expect(rows).toHaveLength(16);
    expect(rows[0].dataset.testid).toBe('language-row-en');
    expect(byTestId('task-title')[0]).toHaveProperty('value', 'Watch the trailer: Tidewater');
    expect(byTestId('task-title-de-DE')[0]).toHaveProperty('value', 'Trailer ansehen: Gezeitenwasser');
    expect(byTestId('missing-de-DE')).toHaveLength(0);
    expect(byTestId('missing-ja-JP')).toHaveLength(1);
    expect(document.body.textContent).toContain('Languages missing a text: 14 of 15');
    expect(byTestId('task-title-fr')[0].getAttribute('placeholder')).toBe('Watch the trailer: Tidewater');
    expect(byTestId('task-title-ar-EG')[0].getAttribute('dir')).toBe('rtl');

    // Show missing only: German's row goes, English stays as the reference.
    click(byTestId('missing-only')[0]);
    await waitFor(() => row('de-DE').hidden);
    expect(row('en').hidden).toBe(false);
    expect(row('fr').hidden).toBe(false);

    type(byTestId('task-title-fr')[0] as HTMLInputElement, 'Regardez la bande-annonce : Marées');
    await waitFor(() => byTestId('missing-fr').length === 0);
    click(await waitFor(() => buttonsByText('Save')[0]));
    await waitFor(() => bodiesOf(api, '/admin/trailer/task/update').length === 1);
    expect(bodiesOf(api, '/admin/trailer/task/update')[0]).toMatchObject({
      id: 5,
      texts: {
        en: { title: 'Watch the trailer: Tidewater' },
        'de-DE': { title: 'Trailer ansehen: Gezeitenwasser' },
        fr: { title: 'Regardez la bande-annonce : Marées' },
      },
    });
    // The message names the task saved, by its English title.
    await waitFor(() => messages().includes('Task “Watch the trailer: Tidewater” saved'));
  });
});
