import type { TContentItem } from '@club/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { byTestId, render, stubApi, waitFor } from '../../test/render';
import { HomePartners, HomeQualifications } from './home-club';

const item = (id: number, kind: TContentItem['kind'], title: string, body = ''): TContentItem => ({
  id,
  kind,
  title,
  summary: '',
  body,
  image: null,
  link: null,
  publishedAt: '2026-11-20T12:00:00.000Z',
});

let unmount: (() => void) | undefined;
beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

describe("the club's qualifications and partners on home", () => {
  it('shows the published qualifications and the partners', async () => {
    stubApi({
      '/app/cms/comm/qualifications': () =>
        item(1, 'qualifications', 'Licences and audits', '<p>Audited every year.</p>'),
      '/app/cms/comm/partners': () => ({
        list: [item(2, 'partner', 'Northlight Distribution'), item(3, 'partner', 'Harbour Sound Studios')],
        pagination: { page: 1, size: 50, total: 2 },
      }),
    });
    unmount = render(
      <>
        <HomeQualifications />
        <HomePartners />
      </>,
    ).unmount;
    const qualifications = await waitFor(() => byTestId('home-qualifications')[0]);
    expect(qualifications.textContent).toBe('Licences and auditsAudited every year.');
    const partners = await waitFor(() => byTestId('home-partners')[0]);
    expect(partners.textContent).toBe('Northlight DistributionHarbour Sound Studios');
    expect(document.body.textContent).toContain('Qualifications');
  });

  it('shows neither before the operators publish them', async () => {
    stubApi({
      '/app/cms/comm/qualifications': () => null,
      '/app/cms/comm/partners': () => ({ list: [], pagination: { page: 1, size: 50, total: 0 } }),
    });
    unmount = render(
      <>
        <HomeQualifications />
        <HomePartners />
        <span data-testid="after" />
      </>,
    ).unmount;
    await waitFor(() => byTestId('after')[0]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(byTestId('home-qualifications')).toHaveLength(0);
    expect(byTestId('home-partners')).toHaveLength(0);
  });
});
