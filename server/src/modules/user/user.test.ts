import { ErrorCode } from '@club/contract';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectError, expectOk, registerMember } from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { uploadFile } from '../../test/multipart';

function pngBytes(size = 8) {
  const png = new PNG({ width: size, height: size });
  png.data.fill(200);
  return PNG.sync.write(png);
}

describe.each(DIALECTS)('profile and passwords (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const upload = (token: string | undefined, content: Buffer, name?: string, type?: string) =>
    uploadFile(t, token, { content, name, type });

  it('reads the person with a masked default nickname and an invitation code', async () => {
    const m = await registerMember(t);
    const { body } = await api(t).get<Record<string, unknown>>('user/info/person', { token: m.tokens.token });
    expect(body.data).toMatchObject({
      nickName: `${m.phone.slice(0, 3)}****${m.phone.slice(-4)}`,
      areaCode: '1',
      phone: m.phone,
      avatar: null,
      hasPayPassword: false,
      memberExpireAt: null,
    });
    expect(body.data.invitationCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  });

  it('changes the nickname, never to an empty one', async () => {
    const m = await registerMember(t);
    const empty = await api(t).post('user/info/updatePerson', { nickName: '   ' }, { token: m.tokens.token });
    expectError(empty, 'NICKNAME_EMPTY', {});
    const ok = await api(t).post<{ nickName: string }>(
      'user/info/updatePerson',
      { nickName: ' Cinephile ' },
      { token: m.tokens.token },
    );
    expect(ok.body.data.nickName).toBe('Cinephile');
  });

  it('uploads an image under a random name and uses it as the avatar', async () => {
    const m = await registerMember(t);
    const { url } = expectOk(await upload(m.tokens.token, pngBytes(), '../../etc/passwd.png'));
    expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/);
    const set = await api(t).post<{ avatar: string }>(
      'user/info/updatePerson',
      { avatar: url },
      { token: m.tokens.token },
    );
    expect(set.body.data.avatar).toBe(url);
    // An avatar is public (upload.test.ts: a member's other uploads are not).
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const other = await registerMember(t);
    const stolen = await api(t).post(
      'user/info/updatePerson',
      { avatar: url },
      { token: other.tokens.token },
    );
    expectError(stolen, 'VALIDATION_FORMAT');
    const outside = await api(t).post(
      'user/info/updatePerson',
      { avatar: 'https://evil.example/x.png' },
      { token: other.tokens.token },
    );
    expectError(outside, 'VALIDATION_FORMAT');
  });

  it('refuses a file that is not an image whatever it claims, a too large one, and no file', async () => {
    const m = await registerMember(t);
    const fake = await upload(m.tokens.token, Buffer.from('<script>alert(1)</script>'), 'x.png', 'image/png');
    expectError(fake, 'UPLOAD_TYPE');
    const big = Buffer.concat([pngBytes(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    expectError(await upload(m.tokens.token, big), 'UPLOAD_TOO_LARGE', { maxKb: 5120 });
    const none = await api(t).post('comm/comm/upload', {}, { token: m.tokens.token });
    expectError(none, 'UPLOAD_MISSING');
    expectError(await upload(undefined, pngBytes()), 'AUTH_REQUIRED');
  });

  it('changes the login password and signs out the other devices', async () => {
    const m = await registerMember(t);
    const other = await api(t).post<{ token: string }>('user/login/login', {
      areaCode: m.areaCode,
      phone: m.phone,
      password: m.password,
    });
    const change = (body: object) => api(t).post('user/info/updatePassword', body, { token: m.tokens.token });
    expectError(
      await change({ oldPassword: m.password, password: 'New-pass-77', confirmPassword: 'New-pass-78' }),
      'CONFIRM_MISMATCH',
    );
    expectError(
      await change({ oldPassword: 'wrong-old', password: 'New-pass-77', confirmPassword: 'New-pass-77' }),
      'OLD_PASSWORD_WRONG',
    );
    expectError(
      await change({ oldPassword: m.password, password: '12345', confirmPassword: '12345' }),
      'PASSWORD_LENGTH',
    );
    expectOk(
      await change({ oldPassword: m.password, password: 'New-pass-77', confirmPassword: 'New-pass-77' }),
    );
    expectOk(await api(t).get('user/info/person', { token: m.tokens.token }));
    expect((await api(t).get('user/info/person', { token: other.body.data.token })).status).toBe(401);
    const relog = await api(t).post('user/login/login', {
      areaCode: m.areaCode,
      phone: m.phone,
      password: 'New-pass-77',
    });
    expectOk(relog);
  });

  it('sets a 6-digit pay password once, then changes it only with the old one', async () => {
    const m = await registerMember(t);
    const token = m.tokens.token;
    const set = (body: object) => api(t).post('user/info/setPayPassword', body, { token });
    expectError(await set({ payPassword: '12345', confirmPayPassword: '12345' }), 'PAY_PASSWORD_FORMAT');
    expectError(await set({ payPassword: '12345a', confirmPayPassword: '12345a' }), 'PAY_PASSWORD_FORMAT');
    expectError(await set({ payPassword: '123456', confirmPayPassword: '654321' }), 'CONFIRM_MISMATCH');
    expectOk(await set({ payPassword: '246810', confirmPayPassword: '246810' }));
    expectError(
      await set({ payPassword: '111111', confirmPayPassword: '111111' }),
      'PAY_PASSWORD_ALREADY_SET',
    );
    const row = await t.db
      .selectFrom('users')
      .select('pay_password_hash')
      .where('phone', '=', m.phone)
      .executeTakeFirstOrThrow();
    expect(row.pay_password_hash).toMatch(/^\$argon2id\$/);
    const person = await api(t).get<{ hasPayPassword: boolean }>('user/info/person', { token });
    expect(person.body.data.hasPayPassword).toBe(true);
    const update = (body: object) => api(t).post('user/info/updatePayPassword', body, { token });
    expectOk(await update({ oldPayPassword: '246810', payPassword: '135790', confirmPayPassword: '135790' }));
    await expect(
      t.services.users.verifyPayPassword(await userId(m.phone), '135790'),
    ).resolves.toBeUndefined();
  });

  it('sets the pay password once when two requests race', async () => {
    const m = await registerMember(t);
    const results = await Promise.all(
      ['111222', '333444'].map((p) =>
        api(t).post(
          'user/info/setPayPassword',
          { payPassword: p, confirmPayPassword: p },
          { token: m.tokens.token },
        ),
      ),
    );
    expect(results.map((r) => r.body.code).sort()).toEqual([
      ErrorCode.SUCCESS,
      ErrorCode.PAY_PASSWORD_ALREADY_SET,
    ]);
  });

  it('locks paying for 30 minutes after 5 wrong pay passwords', async () => {
    const m = await registerMember(t);
    const token = m.tokens.token;
    await api(t).post(
      'user/info/setPayPassword',
      { payPassword: '246810', confirmPayPassword: '246810' },
      { token },
    );
    const update = (old: string) =>
      api(t).post(
        'user/info/updatePayPassword',
        { oldPayPassword: old, payPassword: '135790', confirmPayPassword: '135790' },
        { token },
      );
    expectError(await update('000000'), 'PAY_PASSWORD_WRONG', { left: 4 });
    for (let i = 0; i < 3; i++) expectError(await update('000000'), 'PAY_PASSWORD_WRONG');
    expectError(await update('000000'), 'PAY_PASSWORD_LOCKED');
    expectError(await update('246810'), 'PAY_PASSWORD_LOCKED');
    t.clock.advance(30 * 60 + 1);
    expectOk(await update('246810'));
  });

  it('checks at most 5 of 100 pay passwords sent at once; the right one only if it won a slot', async () => {
    const m = await registerMember(t);
    const token = m.tokens.token;
    await api(t).post(
      'user/info/setPayPassword',
      { payPassword: '246810', confirmPayPassword: '246810' },
      { token },
    );
    const update = (old: string) =>
      api(t).post(
        'user/info/updatePayPassword',
        { oldPayPassword: old, payPassword: '135790', confirmPayPassword: '135790' },
        { token },
      );
    const guesses = Array.from({ length: 100 }, (_, i) => (i === 99 ? '246810' : String(100_000 + i)));
    const { SUCCESS, PAY_PASSWORD_WRONG, PAY_PASSWORD_LOCKED } = ErrorCode;
    const codes = (await Promise.all(guesses.map(update))).map((r) => r.body.code);
    expect(
      codes.filter((c) => c !== SUCCESS && c !== PAY_PASSWORD_WRONG && c !== PAY_PASSWORD_LOCKED),
    ).toEqual([]);
    const wrong = codes.filter((c) => c === PAY_PASSWORD_WRONG).length;
    if (!codes.includes(SUCCESS)) {
      // Five slots: four wrong PINs told how many tries are left, the fifth locks; the rest, the
      // right one among them, are refused without a check.
      expect(wrong).toBe(4);
      expectError(await update('246810'), 'PAY_PASSWORD_LOCKED');
    } else {
      // The right PIN won a slot; a success starts the count again, so later arrivals had five more.
      expect(codes.filter((c) => c === SUCCESS)).toHaveLength(1);
      expect(wrong).toBeLessThanOrEqual(8);
    }
  });

  it('says no pay password is set when changing one that does not exist', async () => {
    const m = await registerMember(t);
    const res = await api(t).post(
      'user/info/updatePayPassword',
      { oldPayPassword: '123456', payPassword: '135790', confirmPayPassword: '135790' },
      { token: m.tokens.token },
    );
    expectError(res, 'PAY_PASSWORD_NOT_SET', {});
  });

  async function userId(phone: string) {
    const row = await t.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    return row.id;
  }
});

describe.each(DIALECTS)('pay-password request limits (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, 1);
  });
  afterAll(() => t.close());

  it('slows down one member guessing pay passwords from many addresses, on every route that checks one', async () => {
    const m = await registerMember(t);
    const token = m.tokens.token;
    await api(t).post(
      'user/info/setPayPassword',
      { payPassword: '246810', confirmPayPassword: '246810' },
      { token },
    );
    const guess = (ip: string, member = token) =>
      api(t).post(
        'user/info/updatePayPassword',
        { oldPayPassword: '000000', payPassword: '135790', confirmPayPassword: '135790' },
        { token: member, ip },
      );
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await guess(`10.7.${i}.1`)).body.code);
    expect(
      codes
        .slice(0, 10)
        .every((c) => c === ErrorCode.PAY_PASSWORD_WRONG || c === ErrorCode.PAY_PASSWORD_LOCKED),
    ).toBe(true);
    expect(codes[10]).toBe(ErrorCode.RATE_LIMITED);
    // Another member on one of the same addresses is not slowed.
    const other = await registerMember(t);
    expectError(await guess('10.7.3.1', other.tokens.token), 'PAY_PASSWORD_NOT_SET');

    // The same limit on each route that takes a pay password (an empty body is counted before it is read).
    for (const url of [
      'withdraw/withdraw/submit',
      'finance/invest/invest',
      'member/member/activate',
      'member/member/cancel',
    ]) {
      const answers: number[] = [];
      for (let i = 0; i < 11; i++)
        answers.push((await api(t).post(url, {}, { token, ip: `10.8.${i}.1` })).body.code);
      expect(answers.slice(0, 10), url).not.toContain(ErrorCode.RATE_LIMITED);
      expect(answers[10], url).toBe(ErrorCode.RATE_LIMITED);
    }
  });
});
