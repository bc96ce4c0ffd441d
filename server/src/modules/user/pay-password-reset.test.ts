import { HOUR_MS } from '@club/contract/lib/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  channelId,
  expectError,
  expectOk,
  fundByBankRecharge,
  lastCode,
  liftSmsCap,
  memberWithVerifiedCard,
  PAY_PASSWORD,
} from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';

/**
 * A forgotten pay password is replaced through a code sent to the member's registered phone; the
 * tries and lock go, and withdrawals wait a day after it, as banks hold them after a credential reset.
 */
describe.each(DIALECTS)('pay password reset by SMS (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { ACCESS_TOKEN_TTL: String(3 * 86_400) });
    await liftSmsCap(t);
  });
  afterAll(() => t.close());

  it('sends a code to the registered phone, replaces the pay password once, and holds withdrawals a day', async () => {
    const m = await memberWithVerifiedCard(t);
    await fundByBankRecharge(t, m.id, 50_000);
    const member = api(t, { token: m.tokens.token });
    const NEW = '864209';
    const reset = (body: object) => member.post('user/info/resetPayPassword', body);
    const withdrawCheck = async () =>
      member.post('withdraw/withdraw/check', {
        channelId: await channelId(t, 'withdraw_channels', 'bank'),
        amount: 10_000,
        accountId: m.cardId,
      });
    expectOk(await withdrawCheck());

    // Locked out by wrong tries: the reset lifts the lock too.
    for (let i = 0; i < 5; i++) await t.services.users.verifyPayPassword(m.id, '000000').catch(() => {});
    await expect(t.services.users.verifyPayPassword(m.id, PAY_PASSWORD)).rejects.toThrow();

    const sent = expectOk(
      await member.post<{ phone: string; resendAfter: number }>('user/info/payPasswordReset/sms'),
    );
    expect(sent.phone).toBe(`+${m.areaCode} ${m.phone.slice(0, 3)}****${m.phone.slice(-4)}`);
    expect(sent.resendAfter).toBeGreaterThan(0);
    expect(t.outbox.at(-1)?.to).toBe(`+${m.areaCode}${m.phone}`);
    expect(t.outbox.at(-1)?.text).toMatch(/reset the payment password/);
    const code = lastCode(t);
    expectError(await member.post('user/info/payPasswordReset/sms'), 'SMS_TOO_SOON');

    expectError(
      await reset({ smsCode: code, payPassword: '12345', confirmPayPassword: '12345' }),
      'PAY_PASSWORD_FORMAT',
    );
    expectError(
      await reset({ smsCode: code, payPassword: NEW, confirmPayPassword: '864208' }),
      'CONFIRM_MISMATCH',
    );
    const wrong = code === '000000' ? '111111' : '000000';
    expectError(
      await reset({ smsCode: wrong, payPassword: NEW, confirmPayPassword: NEW }),
      'SMS_CODE_INVALID',
    );
    expectOk(await reset({ smsCode: code, payPassword: NEW, confirmPayPassword: NEW }));
    // The code works once: used, it is no longer live.
    expectError(
      await reset({ smsCode: code, payPassword: NEW, confirmPayPassword: NEW }),
      'SMS_CODE_EXPIRED',
    );

    // The new pay password pays; the old one does not; the lock is gone.
    await t.services.users.verifyPayPassword(m.id, NEW);
    await expect(t.services.users.verifyPayPassword(m.id, PAY_PASSWORD)).rejects.toThrow(/wrong/i);
    await t.services.users.verifyPayPassword(m.id, NEW);

    // Withdrawals wait 24 hours, the hours left named; then they go through again.
    expectError(await withdrawCheck(), 'PAY_PASSWORD_RESET_HOLD', { hours: 24 });
    t.clock.advance((23 * HOUR_MS) / 1000);
    expectError(await withdrawCheck(), 'PAY_PASSWORD_RESET_HOLD', { hours: 1 });
    t.clock.advance(HOUR_MS / 1000);
    expectOk(await withdrawCheck());
  });
});
