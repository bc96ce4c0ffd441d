import { ErrorCode, type ErrorName } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, expectError, expectOk, registerMember, solvedCaptcha } from '../../test/client';
import { ADMIN, createTestApp, DIALECTS, type TestApp } from '../../test/harness';

describe.each(DIALECTS)('login (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const login = (body: Record<string, unknown>) => api(t).post<{ token: string }>('user/login/login', body);

  it('logs in with the right password and refuses a wrong one without saying which part was wrong', async () => {
    const m = await registerMember(t);
    const ok = expectOk(await login({ areaCode: m.areaCode, phone: m.phone, password: m.password }));
    expectOk(await api(t).get('user/info/person', { token: ok.token }));
    const wrong = await login({ areaCode: m.areaCode, phone: m.phone, password: 'not-my-password' });
    const unknown = await login({ areaCode: '1', phone: '2025559999', password: 'not-my-password' });
    expectError(wrong, 'LOGIN_FAILED', {});
    expectError(unknown, 'LOGIN_FAILED');
  });

  it('asks for the puzzle after 3 failures and locks the phone for 15 minutes after 5', async () => {
    const m = await registerMember(t);
    const creds = { areaCode: m.areaCode, phone: m.phone };
    for (let i = 0; i < 3; i++)
      expectError(await login({ ...creds, password: 'bad-password' }), 'LOGIN_FAILED');
    expectError(await login({ ...creds, password: m.password }), 'CAPTCHA_REQUIRED');
    expectError(
      await login({ ...creds, password: m.password, captchaId: 'x', captchaX: 1 }),
      'CAPTCHA_FAILED',
    );
    expectError(
      await login({ ...creds, password: 'bad-password', ...(await solvedCaptcha(t)) }),
      'LOGIN_FAILED',
    );
    const fifth = await login({ ...creds, password: 'bad-password', ...(await solvedCaptcha(t)) });
    expectError(fifth, 'LOGIN_LOCKED', { minutes: 15 });
    // Locked: even the right password with a solved puzzle is refused.
    expectError(await login({ ...creds, password: m.password, ...(await solvedCaptcha(t)) }), 'LOGIN_LOCKED');
    t.clock.advance(14 * 60);
    expectError(await login({ ...creds, password: m.password, ...(await solvedCaptcha(t)) }), 'LOGIN_LOCKED');
    t.clock.advance(61);
    expectOk(await login({ ...creds, password: m.password }));
  });

  it('starts counting again after a success', async () => {
    const m = await registerMember(t);
    const creds = { areaCode: m.areaCode, phone: m.phone };
    for (let i = 0; i < 2; i++) await login({ ...creds, password: 'bad-password' });
    expectOk(await login({ ...creds, password: m.password }));
    for (let i = 0; i < 2; i++) await login({ ...creds, password: 'bad-password' });
    expectOk(await login({ ...creds, password: m.password }));
  });

  /**
   * Sends every body at once (each with a solved slider, which the fourth and fifth slots ask for) and
   * counts the passwords really checked: each check leaves a line in the history log, a refused
   * claim leaves none.
   */
  async function burst(url: string, subject: string, bodies: object[]) {
    const withSlider = await Promise.all(bodies.map(async (b) => ({ ...b, ...(await solvedCaptcha(t)) })));
    const answers = await Promise.all(withSlider.map((body) => api(t).call('POST', url, { body })));
    const checked = await t.db
      .selectFrom('login_attempts')
      .select('id')
      .where('subject', '=', subject)
      .execute();
    return { codes: answers.map((a) => a.body.code), checked: checked.length };
  }

  /** Five slots, so five checks; the right password (sent last) gets in only if it won one of them. */
  function expectFiveSlots(r: { codes: number[]; checked: number }, wrong: ErrorName) {
    const wrongCode = ErrorCode[wrong];
    const known: number[] = [ErrorCode.SUCCESS, wrongCode, ErrorCode.LOGIN_LOCKED];
    expect(r.codes.filter((c) => !known.includes(c))).toEqual([]);
    const signedIn = r.codes.filter((c) => c === ErrorCode.SUCCESS).length;
    if (signedIn === 0) {
      // Four wrong answers, the fifth locks; the other fifteen, the right one among them, go unchecked.
      expect(r.checked).toBe(5);
      expect(r.codes.filter((c) => c === wrongCode)).toHaveLength(4);
    } else {
      // The right one won a slot; a success starts the count again, so later arrivals had five more.
      expect(signedIn).toBe(1);
      expect(r.checked).toBeLessThanOrEqual(10);
    }
    return signedIn === 1;
  }

  it('checks at most 5 of 20 passwords sent at once for one phone', async () => {
    const m = await registerMember(t);
    const creds = { areaCode: m.areaCode, phone: m.phone };
    const bodies = Array.from({ length: 20 }, (_, i) => ({
      ...creds,
      password: i === 19 ? m.password : `bad-password-${i}`,
    }));
    const r = await burst('/api/app/user/login/login', `member:+${m.areaCode}${m.phone}`, bodies);
    if (!expectFiveSlots(r, 'LOGIN_FAILED')) {
      expectError(
        await login({ ...creds, password: m.password, ...(await solvedCaptcha(t)) }),
        'LOGIN_LOCKED',
      );
    }
  });

  it('checks at most 5 of 20 passwords sent at once for one operator', async () => {
    const bodies = Array.from({ length: 20 }, (_, i) => ({
      username: ADMIN.username,
      password: i === 19 ? ADMIN.password : `bad-password-${i}`,
    }));
    const r = await burst('/api/admin/base/open/login', `admin:${ADMIN.username}`, bodies);
    if (!expectFiveSlots(r, 'ADMIN_LOGIN_FAILED')) {
      const again = await api(t).call('POST', '/api/admin/base/open/login', {
        body: { ...ADMIN, ...(await solvedCaptcha(t)) },
      });
      expectError(again, 'LOGIN_LOCKED');
    }
  });

  it('refuses a banned member', async () => {
    const m = await registerMember(t);
    await t.db.updateTable('users').set({ status: 'banned' }).where('phone', '=', m.phone).execute();
    expectError(
      await login({ areaCode: m.areaCode, phone: m.phone, password: m.password }),
      'ACCOUNT_BANNED',
    );
  });
});

describe.each(DIALECTS)('request-rate limits (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, 1);
  });
  afterAll(() => t.close());

  it('slows down one IP hammering the login', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await api(t).post(
        'user/login/login',
        { areaCode: '1', phone: `20255501${10 + i}`, password: 'whatever1' },
        { ip: '10.9.9.9' },
      );
      codes.push(res.body.code);
    }
    expect(codes.slice(0, 20).every((c) => c === ErrorCode.LOGIN_FAILED)).toBe(true);
    expect(codes.at(-1)).toBe(ErrorCode.RATE_LIMITED);
    const other = await api(t).post(
      'user/login/login',
      { areaCode: '1', phone: '2025550150', password: 'whatever1' },
      { ip: '10.9.9.8' },
    );
    expectError(other, 'LOGIN_FAILED');
  });
});
