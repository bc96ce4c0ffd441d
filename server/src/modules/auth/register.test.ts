import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, lastCode, nextPhone, registerMember, solvedCaptcha } from '../../test/client';
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
    expect(first.body).toMatchObject({ code: 1000, data: { resendAfter: 60, expiresIn: 300 } });
    const code = lastCode(t);
    expect(t.outbox.at(-1)?.to).toBe(`+1${phone.phone}`);
    const rows = await t.db.selectFrom('sms_codes').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(code);
    const again = await sms(phone);
    expect(again.body.code).toBe(1301);
    expect(again.body.message).toMatch(/\d+ seconds/);
    t.clock.advance(61);
    expect((await sms(phone)).body.code).toBe(1000);
  });

  it('refuses a number that is not real for its country, and a wrong puzzle', async () => {
    const bad = await api(t).post('user/register/sms', {
      areaCode: '1',
      phone: '1234567',
      ...(await solvedCaptcha(t)),
    });
    expect(bad.body.code).toBe(1401);
    const wrong = await api(t).post('user/register/sms', {
      ...nextPhone(),
      captchaId: (await solvedCaptcha(t)).captchaId,
      captchaX: 3,
    });
    expect(wrong.body.code).toBe(1202);
    const egypt = await api(t).post('user/register/sms', {
      areaCode: '20',
      phone: '1001234567',
      ...(await solvedCaptcha(t)),
    });
    expect(egypt.body.code).toBe(1000);
  });

  it('caps codes a day per phone and per IP', async () => {
    const phone = nextPhone();
    for (let i = 0; i < 10; i++) {
      expect((await sms(phone, '10.0.0.1')).body.code).toBe(1000);
      t.clock.advance(61);
    }
    expect((await sms(phone, '10.0.0.1')).body.code).toBe(1302);
    const ip = '10.0.0.2';
    for (let i = 0; i < 30; i++) {
      const res = await sms(nextPhone(), ip);
      expect(res.body.code).toBe(1000);
      if (i % 9 === 8) t.clock.advance(61); // stay under the per-minute request limit's window
    }
    expect((await sms(nextPhone(), ip)).body.code).toBe(1302);
    t.clock.advance(86_401);
    expect((await sms(phone, '10.0.0.1')).body.code).toBe(1000);
  });

  it('checks the phone format and invitation code before registering, not whether the phone is taken', async () => {
    const phone = nextPhone();
    const ok = await api(t).post('user/register/register_check', {
      ...phone,
      inviteCode: ROOT_CODE.toLowerCase(),
    });
    expect(ok.body).toMatchObject({ code: 1000, data: { inviterNickName: 'Film Club' } });
    const badCode = await api(t).post('user/register/register_check', { ...phone, inviteCode: 'ZZZZZZZZ' });
    expect(badCode.body.code).toBe(1403);
    const noCode = await api(t).post('user/register/register_check', { ...phone, inviteCode: '' });
    expect(noCode.body).toMatchObject({ code: 1002, message: 'Please enter invitation code' });
    expect(
      (
        await api(t).post('user/register/register_check', {
          areaCode: '1',
          phone: '1234567',
          inviteCode: ROOT_CODE,
        })
      ).body.code,
    ).toBe(1401);
    // Anyone may call this without the slider, so it must not tell who is a member.
    const m = await registerMember(t);
    const taken = { areaCode: m.areaCode, phone: m.phone };
    const checked = await api(t).post('user/register/register_check', { ...taken, inviteCode: ROOT_CODE });
    expect(checked.body).toMatchObject({ code: 1000, data: { inviterNickName: 'Film Club' } });
    // Behind the slider, the SMS step says so.
    const noSlider = await api(t).post('user/register/sms', { ...taken, captchaId: 'x', captchaX: 1 });
    expect(noSlider.body.code).toBe(1202);
    expect((await sms(taken)).body.code).toBe(1402);
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
    expect(done.body.code).toBe(1000);
    expect(done.body.data.expire).toBe(7200);
    expect(done.body.data.refreshExpire).toBe(30 * 86400);
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
    const twice = await api(t).post('user/register/register', body);
    expect(twice.body.code).toBe(1402);
  });

  it('refuses bad passwords, bad codes and bad invitation codes without creating anyone', async () => {
    const phone = nextPhone();
    await sms(phone);
    const smsCode = lastCode(t);
    const base = { ...phone, password: 'Popcorn!2024', smsCode, inviteCode: ROOT_CODE };
    const count = async () => (await t.db.selectFrom('users').select('id').execute()).length;
    const before = await count();
    expect((await api(t).post('user/register/register', { ...base, password: 'abc' })).body.code).toBe(1404);
    expect(
      (await api(t).post('user/register/register', { ...base, password: 'x'.repeat(17) })).body.code,
    ).toBe(1404);
    expect(
      (await api(t).post('user/register/register', { ...base, password: 'password123' })).body.code,
    ).toBe(1405);
    expect((await api(t).post('user/register/register', { ...base, inviteCode: 'NOPE2345' })).body.code).toBe(
      1403,
    );
    const wrong = String((Number(smsCode) + 1) % 1_000_000).padStart(6, '0');
    const first = await api(t).post('user/register/register', { ...base, smsCode: wrong });
    expect(first.body).toMatchObject({ code: 1303, message: 'Wrong SMS code, 4 tries left' });
    for (let i = 0; i < 3; i++) await api(t).post('user/register/register', { ...base, smsCode: wrong });
    expect((await api(t).post('user/register/register', { ...base, smsCode: wrong })).body.code).toBe(1304);
    // Out of tries: even the right code is dead now.
    expect((await api(t).post('user/register/register', base)).body.code).toBe(1304);
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
    expect(res.body.code).toBe(1304);
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
    expect(results.map((r) => r.body.code).sort()).toEqual([1000, expect.any(Number)]);
    const rows = await t.db.selectFrom('users').select('id').where('phone', '=', phone.phone).execute();
    expect(rows).toHaveLength(1);
  });
});
