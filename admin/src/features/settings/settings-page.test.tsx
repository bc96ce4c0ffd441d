// @vitest-environment jsdom
import type { TSetting } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { bodiesOf, buttonsByText, byTestId, click, pageTests, stubApi, waitFor } from '../../test/render';
import SettingsPage from './settings-page';

const card: TSetting = {
  key: 'requireVerifiedCard',
  type: 'boolean',
  nullable: false,
  value: false,
  default: true,
  overridden: true,
  editable: true,
  money: true,
};
const siteName: TSetting = {
  key: 'siteName',
  type: 'string',
  nullable: true,
  maxLength: 60,
  value: null,
  default: null,
  overridden: false,
  editable: true,
  money: false,
};

const mount = pageTests();

const toggle = () =>
  byTestId('setting-requireVerifiedCard')[0]?.querySelector<HTMLButtonElement>('button[role="switch"]');
const messages = () => Array.from(document.querySelectorAll('.ant-message-notice')).map((n) => n.textContent);

// antd's first render of a form in jsdom is slow, slower still beside the other test files.
describe('settings', { timeout: 30_000 }, () => {
  it('tags money settings, and a change of one waits for a second operator with nothing changed', async () => {
    const api = stubApi(['base:setting:read', 'base:setting:update'], {
      '/admin/base/setting/list': () => [card, siteName],
      '/admin/base/setting/update': () => ({ requestId: 31, state: 'waiting' }),
    });
    mount(<SettingsPage />);
    const row = await waitFor(() => byTestId('setting-requireVerifiedCard')[0]);
    expect(row.textContent).toContain('Two keys');
    expect(byTestId('setting-siteName')[0]?.textContent).not.toContain('Two keys');

    click(await waitFor(() => toggle()));
    await waitFor(() => toggle()?.getAttribute('aria-checked') === 'true');
    click(await waitFor(() => buttonsByText('Save').find((b) => !b.disabled)));
    await waitFor(() => bodiesOf(api, '/admin/base/setting/update').length === 1);
    expect(bodiesOf(api, '/admin/base/setting/update')[0]).toEqual({ values: { requireVerifiedCard: true } });
    await waitFor(() =>
      messages().includes(
        'Sent for approval: “Verified bank card to invest”; nothing is changed until another operator approves it on Second approvals',
      ),
    );
    // Nothing changed yet: the form shows the value in force again, with no unsaved change.
    await waitFor(() => toggle()?.getAttribute('aria-checked') === 'false');
    expect(row.textContent).not.toContain('Not saved');

    click(await waitFor(() => buttonsByText('Reset to default')[0]));
    const ok = await waitFor(() =>
      Array.from(document.querySelectorAll<HTMLButtonElement>('.ant-popconfirm button')).find(
        (b) => b.textContent?.trim() === 'Reset to default',
      ),
    );
    click(ok);
    await waitFor(() => bodiesOf(api, '/admin/base/setting/update').length === 2);
    expect(bodiesOf(api, '/admin/base/setting/update')[1]).toEqual({ reset: ['requireVerifiedCard'] });
    await waitFor(() =>
      messages().includes(
        'Sent for approval: “Verified bank card to invest” goes back to its default once another operator approves it on Second approvals',
      ),
    );
    expect(toggle()?.getAttribute('aria-checked')).toBe('false');
  });

  it('says which settings it saved when they apply at once', async () => {
    stubApi(['base:setting:read', 'base:setting:update'], {
      '/admin/base/setting/list': () => [card, siteName],
      '/admin/base/setting/update': () => [{ ...card, value: true }, siteName],
    });
    mount(<SettingsPage />);
    click(await waitFor(() => toggle()));
    await waitFor(() => toggle()?.getAttribute('aria-checked') === 'true');
    click(await waitFor(() => buttonsByText('Save').find((b) => !b.disabled)));
    await waitFor(() => messages().includes('Saved: “Verified bank card to invest”'));
    expect(toggle()?.getAttribute('aria-checked')).toBe('true');
  });
});
