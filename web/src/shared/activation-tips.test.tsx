import { ErrorCode } from '@club/contract/lib/errors';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { initI18n } from '../i18n';
import { ActivationTips, handleMembershipRequired, isMembershipRequired } from './activation-tips';
import { bindNavigator } from './navigation';
import { paths } from './paths';

const confirm = vi.hoisted(() => vi.fn<(props: { title?: unknown }) => Promise<boolean>>());
vi.mock('antd-mobile', () => ({ Dialog: { confirm }, unstableSetRender: () => {} }));

const navigate = vi.fn();
const required = new ApiError(ErrorCode.MEMBERSHIP_REQUIRED, 'Please activate your membership first', 200);

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  confirm.mockReset();
  navigate.mockReset();
  bindNavigator(navigate, { pathname: '/pages/task/index', search: '' });
});

describe('activation tips (2101 MEMBERSHIP_REQUIRED)', () => {
  it('recognises only the membership-required error', () => {
    expect(isMembershipRequired(required)).toBe(true);
    expect(isMembershipRequired(new ApiError(ErrorCode.INSUFFICIENT_BALANCE, 'x', 200))).toBe(false);
    expect(isMembershipRequired(new Error('2101'))).toBe(false);
  });

  it('explains what VIP unlocks and that the deposit comes back', () => {
    const html = renderToStaticMarkup(<ActivationTips />);
    expect(html).toContain('data-testid="activation-tips"');
    expect(html).toContain('Invest in film projects');
    expect(html).toContain('Speak in chat rooms');
    expect(html).toContain('refundable');
  });

  it('opens the VIP member page when the member chooses to', async () => {
    confirm.mockResolvedValue(true);
    expect(await handleMembershipRequired(required)).toBe(true);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm.mock.calls[0][0].title).toBe('Activation tips');
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith(paths.member, { replace: false }));
  });

  it('stays on the page when the member declines', async () => {
    confirm.mockResolvedValue(false);
    expect(await handleMembershipRequired(required)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('leaves other errors to the caller', async () => {
    expect(await handleMembershipRequired(new ApiError(ErrorCode.PAY_PASSWORD_WRONG, 'x', 200))).toBe(false);
    expect(confirm).not.toHaveBeenCalled();
  });
});
