// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { bodiesOf, pageTests, searchAndPick, settle, stubApi, type, waitFor } from '../test/render';
import { MemberPicker } from './member-picker';

const mount = pageTests();

describe('member picker', { timeout: 30_000 }, () => {
  it('asks the server once typing pauses, labels members by name, phone and id, and answers the id', async () => {
    const api = stubApi(['member:user:read'], {
      '/admin/member/user/pick': () => ({
        list: [{ id: 42, nickname: 'Ada', areaCode: '1', phone: '2025550142', status: 'active' }],
      }),
    });
    const onChange = vi.fn();
    mount(<MemberPicker onChange={onChange} data-testid="picker" />);
    const picker = await waitFor(() => document.querySelector('[data-testid="picker"]'));
    const input = picker.querySelector('input') as HTMLInputElement;
    type(input, '2');
    type(input, '20');
    await searchAndPick(picker, '2025550142', 'Ada · +1 2025550142 · #42');
    expect(onChange).toHaveBeenCalledWith(42);
    expect(bodiesOf(api, '/admin/member/user/pick')).toEqual([{ search: '2025550142' }]);
    // The chosen member stays shown.
    await settle();
    expect(picker.textContent).toContain('Ada · +1 2025550142 · #42');
  });

  it('says when no member matches', async () => {
    stubApi(['member:user:read'], { '/admin/member/user/pick': () => ({ list: [] }) });
    mount(<MemberPicker data-testid="picker" />);
    const picker = await waitFor(() => document.querySelector('[data-testid="picker"]'));
    type(picker.querySelector('input') as HTMLInputElement, 'nobody');
    await waitFor(() => document.body.textContent?.includes('No member matches'));
  });
});
