// @vitest-environment jsdom
import type { TAdminMemberInfo } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { bodiesOf, byTestId, click, pageTests, stubApi, type, waitFor } from '../../test/render';
import { AwardButton } from './award-form';

const mount = pageTests();
// The form reads only who the member is.
const member = { id: 12, nickname: 'Ada' } as TAdminMemberInfo;
const modalOk = () => document.querySelector<HTMLButtonElement>('.ant-modal-footer .ant-btn-primary');
const amountInput = () => document.querySelector<HTMLInputElement>('.ant-modal input:not([type="radio"])');

describe('awarding a member', () => {
  it('asks for the award with amount, wallet and reason, and says it waits for a second operator', async () => {
    const api = stubApi(['funds:award:grant'], {
      '/admin/funds/award/grant': () => ({ requestId: 7, state: 'waiting' }),
    });
    mount(<AwardButton member={member} />);
    click(byTestId('member-award')[0]);
    await waitFor(() => modalOk());
    expect(document.querySelector('.ant-modal-title')?.textContent).toBe('Award Ada (#12)');

    // Nothing is asked for without an amount and a reason.
    click(modalOk() as HTMLButtonElement);
    await waitFor(() => document.querySelectorAll('.ant-form-item-explain-error').length === 2);
    expect(bodiesOf(api, '/admin/funds/award/grant')).toHaveLength(0);

    type(amountInput() as HTMLInputElement, '25');
    const income = Array.from(
      document.querySelectorAll<HTMLInputElement>('.ant-modal input[type="radio"]'),
    ).find((r) => r.value === 'income');
    click(income as HTMLInputElement);
    type(byTestId('member-award-reason')[0] as HTMLInputElement, 'Best festival review');
    click(modalOk() as HTMLButtonElement);
    await waitFor(() => bodiesOf(api, '/admin/funds/award/grant').length === 1);
    expect(bodiesOf(api, '/admin/funds/award/grant')[0]).toEqual({
      userId: 12,
      amount: 2_500,
      wallet: 'income',
      reason: 'Best festival review',
    });
    await waitFor(() =>
      document.body.textContent?.includes(
        'Award to member #12 asked for: request #7 waits for a second operator',
      ),
    );
  });
});
