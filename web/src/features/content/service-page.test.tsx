import type { TContentItem } from '@club/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { byTestId, render, stubApi, waitFor } from '../../test/render';
import ServicePage from './service-page';

const service: TContentItem = {
  id: 3,
  kind: 'customerService',
  title: 'How to reach us',
  summary: '',
  body: '<p>Every day, 09:00 to 21:00.</p><ul><li><a href="mailto:help@club.test">help@club.test</a></li></ul>',
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

describe('customer service page', () => {
  it('shows the published customer-service text under the page title', async () => {
    stubApi({ '/app/cms/comm/customerService': () => service });
    unmount = render(<ServicePage />).unmount;
    const article = await waitFor(() => byTestId('customer-service')[0]);
    expect(byTestId('nav-bar')[0].textContent).toContain('Customer service');
    expect(article.querySelector('h1')?.textContent).toBe('How to reach us');
    expect(byTestId('rich-text')[0].innerHTML).toBe(service.body);
  });

  it('says the contacts will appear when none is published', async () => {
    stubApi({ '/app/cms/comm/customerService': () => null });
    unmount = render(<ServicePage />).unmount;
    await waitFor(() =>
      document.body.textContent?.includes('Our customer service contacts will appear here soon'),
    );
    expect(byTestId('customer-service')).toEqual([]);
  });
});
