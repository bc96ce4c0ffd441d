import type { TContentItem } from '@club/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { byTestId, render, stubApi, waitFor } from '../../test/render';
import ClausePage from './clause-page';

const clause: TContentItem = {
  id: 5,
  kind: 'memberClause',
  title: 'Club membership terms',
  summary: '',
  body: '<p>The deposit is <strong>yours</strong> and comes back when you cancel.</p>',
  image: null,
  link: null,
  publishedAt: '2026-11-20T12:00:00.000Z',
};

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

describe('member clause page', () => {
  it('shows the clause the operators published, in place of the built-in terms', async () => {
    stubApi({ '/app/cms/comm/memberClause': () => clause });
    unmount = render(<ClausePage />).unmount;
    const text = await waitFor(() => byTestId('member-clause-text')[0]);
    expect(text.dataset.source).toBe('published');
    expect(text.querySelector('h1')?.textContent).toBe('Club membership terms');
    expect(byTestId('rich-text')[0].innerHTML).toBe(clause.body);
    expect(text.textContent).not.toContain('Refundable deposit');
  });

  it('shows the built-in terms while none is published', async () => {
    stubApi({ '/app/cms/comm/memberClause': () => null });
    unmount = render(<ClausePage />).unmount;
    const text = await waitFor(() => byTestId('member-clause-text')[0]);
    expect(text.dataset.source).toBe('built-in');
    expect([...text.querySelectorAll('h2')].map((h) => h.textContent).slice(0, 2)).toEqual([
      '1. The membership',
      '2. Refundable deposit',
    ]);
  });

  it('offers a retry, not the built-in terms, when the clause cannot be loaded', async () => {
    stubApi({});
    unmount = render(<ClausePage />).unmount;
    await waitFor(() => document.body.textContent?.includes('Retry'));
    expect(byTestId('member-clause-text')).toEqual([]);
  });
});
