import { ErrorCode } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  expectError,
  expectOk,
  lastCode,
  nextPhone,
  registerMember,
  solvedCaptcha,
} from '../../test/client';
import { createTestApp, DIALECTS, ROOT_CODE, type TestApp } from '../../test/harness';

describe.each(DIALECTS)('registration (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const sms = async (phone: { areaCode: string; phone: string }, ip?: string) =>
    api(t).post<{ resendAfter: number; expiresIn: number }>(
      'user/register/sms',
      { ...phone, ...(await solvedCaptcha(t)) },
      { ip },
    );

  it('sends a 6-digit code, stores only its hash, and makes the caller wait 60 s to resend', async () => {
    const phone = nextPhone();
    const first = await sms(phone);
    expect(expectOk(first)).toMatchObject({ resendAfter: 60, expiresIn: 300 });
    const code = lastCode(t);
    expect(t.outbox.at(-1)?.to).toBe(`+1${phone.phone}`);
    const rows = await t.db.selectFrom('sms_codes').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(code);
    const again = await sms(phone);
    expectError(again, 'SMS_TOO_SOON');
    expect(again.body.message).toMatch(/\d+ seconds/);
    t.clock.advance(61);
    expectOk(await sms(phone));
  });

  it('refuses a number that is not real for its country, and a wrong puzzle', async () => {
    const bad = await api(t).post('user/register/sms', {
      areaCode: '1',
      phone: '1234567',
      ...(await solvedCaptcha(t)),
    });
    expectError(bad, 'PHONE_INVALID');
    const wrong = await api(t).post('user/register/sms', {
      ...nextPhone(),
      captchaId: (await solvedCaptcha(t)).captchaId,
      captchaX: 3,
    });
    expectError(wrong, 'CAPTCHA_FAILED');
    const egypt = await api(t).post('user/register/sms', {
      areaCode: '20',
      phone: '1001234567',
      ...(await solvedCaptcha(t)),
    });
    expectOk(egypt);
  });

  it('caps codes a day per phone and per IP', async () => {
    const phone = nextPhone();
    for (let i = 0; i < 10; i++) {
      expectOk(await sms(phone, '10.0.0.1'));
      t.clock.advance(61);
    }
    expectError(await sms(phone, '10.0.0.1'), 'SMS_DAILY_LIMIT');
    const ip = '10.0.0.2';
    for (let i = 0; i < 30; i++) {
      expectOk(await sms(nextPhone(), ip));
      if (i % 9 === 8) t.clock.advance(61); // stay under the per-minute request limit's window
    }
    expectError(await sms(nextPhone(), ip), 'SMS_DAILY_LIMIT');
    t.clock.advance(86_401);
    expectOk(await sms(phone, '10.0.0.1'));
  });

  it('checks the phone format and invitation code before registering, not whether the phone is taken', async () => {
    const phone = nextPhone();
    const ok = await api(t).post('user/register/register_check', {
      ...phone,
      inviteCode: ROOT_CODE.toLowerCase(),
    });
    expect(expectOk(ok)).toMatchObject({ inviterNickName: 'Film Club' });
    const badCode = await api(t).post('user/register/register_check', { ...phone, inviteCode: 'ZZZZZZZZ' });
    expectError(badCode, 'INVITE_CODE_INVALID');
    const noCode = await api(t).post('user/register/register_check', { ...phone, inviteCode: '' });
    expectError(noCode, 'VALIDATION_REQUIRED', { field: 'inviteCode' });
    expectError(
      await api(t).post('user/register/register_check', {
        areaCode: '1',
        phone: '1234567',
        inviteCode: ROOT_CODE,
      }),
      'PHONE_INVALID',
    );
    // Anyone may call this without the slider, so it must not tell who is a member.
    const m = await registerMember(t);
    const taken = { areaCode: m.areaCode, phone: m.phone };
    const checked = await api(t).post('user/register/register_check', { ...taken, inviteCode: ROOT_CODE });
    expect(expectOk(checked)).toMatchObject({ inviterNickName: 'Film Club' });
    // Behind the slider, the SMS step says so.
    const noSlider = await api(t).post('user/register/sms', { ...taken, captchaId: 'x', captchaX: 1 });
    expectError(noSlider, 'CAPTCHA_FAILED');
    expectError(await sms(taken), 'PHONE_TAKEN');
  });

  it('registers with a valid code once and links the inviter', async () => {
    const inviter = await registerMember(t);
    const me = await api(t).get<{ invitationCode: string }>('user/info/person', {
      token: inviter.tokens.token,
    });
    const phone = nextPhone();
    await sms(phone);
    const smsCode = lastCode(t);
    const body = { ...phone, password: 'Popcorn!2024', smsCode, inviteCode: me.body.data.invitationCode };
    const done = await api(t).post<{ token: string; expire: number; refreshExpire: number }>(
      'user/register/register',
      body,
    );
    const tokens = expectOk(done);
    expect(tokens.expire).toBe(7200);
    expect(tokens.refreshExpire).toBe(30 * 86400);
    const row = await t.db
      .selectFrom('users')
      .selectAll()
      .where('phone', '=', phone.phone)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.invitation_code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const inviterRow = await t.db
      .selectFrom('users')
      .select('id')
      .where('invitation_code', '=', me.body.data.invitationCode)
      .executeTakeFirstOrThrow();
    expect(row.inviter_id).toBe(inviterRow.id);
    expectError(await api(t).post('user/register/register', body), 'PHONE_TAKEN');
  });

  it('refuses bad passwords, bad codes and bad invitation codes without creating anyone', async () => {
    const phone = nextPhone();
    await sms(phone);
    const smsCode = lastCode(t);
    const base = { ...phone, password: 'Popcorn!2024', smsCode, inviteCode: ROOT_CODE };
    const count = async () => (await t.db.selectFrom('users').select('id').execute()).length;
    const before = await count();
    const register = (body: object) => api(t).post('user/register/register', body);
    expectError(await register({ ...base, password: 'abc' }), 'PASSWORD_LENGTH');
    expectError(await register({ ...base, password: 'x'.repeat(17) }), 'PASSWORD_LENGTH');
    expectError(await register({ ...base, password: 'password123' }), 'PASSWORD_TOO_COMMON');
    expectError(await register({ ...base, inviteCode: 'NOPE2345' }), 'INVITE_CODE_INVALID');
    const wrong = String((Number(smsCode) + 1) % 1_000_000).padStart(6, '0');
    expectError(await register({ ...base, smsCode: wrong }), 'SMS_CODE_INVALID', { left: 4 });
    for (let i = 0; i < 3; i++) await register({ ...base, smsCode: wrong });
    expectError(await register({ ...base, smsCode: wrong }), 'SMS_CODE_EXPIRED');
    // Out of tries: even the right code is dead now.
    expectError(await register(base), 'SMS_CODE_EXPIRED');
    expect(await count()).toBe(before);
  });

  it('lets a code expire after five minutes', async () => {
    const phone = nextPhone();
    await sms(phone);
    const smsCode = lastCode(t);
    t.clock.advance(301);
    const res = await api(t).post('user/register/register', {
      ...phone,
      password: 'Popcorn!2024',
      smsCode,
      inviteCode: ROOT_CODE,
    });
    expectError(res, 'SMS_CODE_EXPIRED');
  });

  it('registers one member when the same phone registers twice at once', async () => {
    const phone = nextPhone();
    await sms(phone);
    const smsCode = lastCode(t);
    const body = { ...phone, password: 'Popcorn!2024', smsCode, inviteCode: ROOT_CODE };
    const results = await Promise.all([
      api(t).post('user/register/register', body),
      api(t).post('user/register/register', body),
    ]);
    expect(results.map((r) => r.body.code).sort()).toEqual([ErrorCode.SUCCESS, expect.any(Number)]);
    const rows = await t.db.selectFrom('users').select('id').where('phone', '=', phone.phone).execute();
    expect(rows).toHaveLength(1);
  });
});
