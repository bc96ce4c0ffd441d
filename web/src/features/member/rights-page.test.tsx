import type { TContentItem, TMemberLevel } from '@club/contract';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import { incomeOf } from '../../test/income';
import { byTestId, render, stubApi, waitFor } from '../../test/render';
import RightsPage from './rights-page';

const text: TContentItem = {
  id: 6,
  kind: 'memberRights',
  title: 'What members get',
  summary: '',
  body: '<ul><li>Invest in film projects</li><li>Speak in the club chat</li></ul>',
  image: null,
  link: null,
  publishedAt: '2026-11-20T12:00:00.000Z',
};
const income = incomeOf();
const vip: TMemberLevel = {
  id: 1,
  kind: 'vip',
  level: 1,
  name: 'VIP',
  deposit: 10_000,
  fee: 0,
  durationDays: 30,
  threshold: 0,
  bonus: 0,
  privileges: [],
};
const rights = [
  { key: 'vip1.invest', label: 'Invest in projects', value: null, state: 'unlocked' },
  { key: 'vip1.chat', label: 'Speak in the chat room', value: null, state: 'locked' },
];
const answers = (published: TContentItem | null) => ({
  '/app/cms/comm/memberRights': () => published,
  '/app/member/member/right': () => rights,
  '/app/member/member/list': () => [vip],
  '/app/user/info/income': () => income,
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

describe('member rights page', () => {
  it('shows the published member-rights text above the live list of privileges', async () => {
    stubApi(answers(text));
    unmount = render(<RightsPage />).unmount;
    await waitFor(() => byTestId('member-rights-text')[0] && byTestId('rights-vip1')[0]);
    const published = byTestId('member-rights-text')[0];
    expect(published.querySelector('h2')?.textContent).toBe('What members get');
    expect(byTestId('rich-text')[0].innerHTML).toBe(text.body);
    // The text comes first; the privileges keep their states.
    const order = published.compareDocumentPosition(byTestId('rights-vip1')[0]);
    expect(order & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(byTestId('right-vip1.invest')[0].dataset.state).toBe('unlocked');
    expect(byTestId('right-vip1.chat')[0].dataset.state).toBe('locked');
  });

  it('shows the privileges alone while no member-rights text is published', async () => {
    stubApi(answers(null));
    unmount = render(<RightsPage />).unmount;
    await waitFor(() => byTestId('right-vip1.chat')[0]);
    expect(byTestId('member-rights-text')).toEqual([]);
  });

  it('shows a check beside an unlocked privilege and a closed padlock only beside a locked one', async () => {
    stubApi(answers(null));
    unmount = render(<RightsPage />).unmount;
    await waitFor(() => byTestId('right-vip1.chat')[0]);
    const iconOf = (key: string) =>
      byTestId(`right-${key}`)[0].querySelector('[data-icon] svg g')?.getAttribute('id') ?? '';
    expect(iconOf('vip1.invest')).toMatch(/^CheckCircleOutline/);
    expect(iconOf('vip1.chat')).toMatch(/^LockOutline/);
  });
});
