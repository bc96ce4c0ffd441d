// @vitest-environment jsdom
import type { TAdminContentItem } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { bodiesOf, buttonsByText, byTestId, click, pageTests, stubApi, waitFor } from '../../test/render';
import { ContentEditor } from './content-editor';

const banner: TAdminContentItem = {
  id: 8,
  kind: 'banner',
  title: 'Saffron Road: almost fully funded',
  summary: '',
  body: '',
  image: null,
  link: null,
  publishedAt: '2026-11-20T12:00:00.000Z',
  status: 'published',
  sort: 1,
  showFrom: null,
  showUntil: null,
  createdAt: '2026-11-20T12:00:00.000Z',
  updatedAt: '2026-11-20T12:00:00.000Z',
  texts: {
    en: { title: 'Saffron Road: almost fully funded', summary: 'Two sisters, one truck', body: '' },
    'ja-JP': { title: '『サフランの道』まもなく目標達成', summary: '', body: '' },
  },
};

const mount = pageTests();

describe('content editor', { timeout: 30_000 }, () => {
  it('shows every language of an item side by side, a missing summary marked, and saves them all', async () => {
    const api = stubApi(['cms:content:update'], {
      '/admin/cms/content/info': () => banner,
      '/admin/cms/content/update': () => null,
    });
    mount(<ContentEditor open id={8} kind="banner" onClose={() => {}} onSaved={() => {}} />);
    const title = (lang: string) =>
      document.querySelector<HTMLInputElement>(`[aria-label="Title ${lang}"]`) as HTMLInputElement;
    await waitFor(() => title('ja-JP')?.value === '『サフランの道』まもなく目標達成');
    expect(title('en').value).toBe('Saffron Road: almost fully funded');
    // Japanese has a title but not the summary English has: still missing something.
    expect(byTestId('missing-ja-JP')).toHaveLength(1);
    expect(byTestId('missing-de-DE')).toHaveLength(1);
    expect(document.body.textContent).toContain('Languages missing a text: 15 of 15');
    expect(document.querySelector('[aria-label="Summary ja-JP"]')?.getAttribute('placeholder')).toBe(
      'Two sisters, one truck',
    );

    click(await waitFor(() => buttonsByText('Save')[0]));
    await waitFor(() => bodiesOf(api, '/admin/cms/content/update').length === 1);
    expect(bodiesOf(api, '/admin/cms/content/update')[0]).toMatchObject({
      id: 8,
      texts: {
        en: { title: 'Saffron Road: almost fully funded', summary: 'Two sisters, one truck' },
        'ja-JP': { title: '『サフランの道』まもなく目標達成', summary: '' },
      },
    });
    // The message names the item saved.
    await waitFor(() =>
      Array.from(document.querySelectorAll('.ant-message-notice')).some(
        (n) => n.textContent === 'Item #8 saved',
      ),
    );
  });
});
