import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, registerMember, solvedCaptcha } from '../../test/client';
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
    const ok = await login({ areaCode: m.areaCode, phone: m.phone, password: m.password });
    expect(ok.body.code).toBe(1000);
    const me = await api(t).get('user/info/person', { token: ok.body.data.token });
    expect(me.body.code).toBe(1000);
    const wrong = await login({ areaCode: m.areaCode, phone: m.phone, password: 'not-my-password' });
    const unknown = await login({ areaCode: '1', phone: '2025559999', password: 'not-my-password' });
    expect(wrong.body).toMatchObject({ code: 1406, message: 'Wrong mobile number or password' });
    expect(unknown.body.code).toBe(1406);
  });

  it('asks for the puzzle after 3 failures and locks the phone for 15 minutes after 5', async () => {
    const m = await registerMember(t);
    const creds = { areaCode: m.areaCode, phone: m.phone };
    for (let i = 0; i < 3; i++)
      expect((await login({ ...creds, password: 'bad-password' })).body.code).toBe(1406);
    expect((await login({ ...creds, password: m.password })).body.code).toBe(1201);
    expect((await login({ ...creds, password: m.password, captchaId: 'x', captchaX: 1 })).body.code).toBe(
      1202,
    );
    expect((await login({ ...creds, password: 'bad-password', ...(await solvedCaptcha(t)) })).body.code).toBe(
      1406,
    );
    const fifth = await login({ ...creds, password: 'bad-password', ...(await solvedCaptcha(t)) });
    expect(fifth.body).toMatchObject({
      code: 1407,
      message: 'Too many failed attempts, please try again in 15 minutes',
    });
    // Locked: even the right password with a solved puzzle is refused.
    expect((await login({ ...creds, password: m.password, ...(await solvedCaptcha(t)) })).body.code).toBe(
      1407,
    );
    t.clock.advance(14 * 60);
    expect((await login({ ...creds, password: m.password, ...(await solvedCaptcha(t)) })).body.code).toBe(
      1407,
    );
    t.clock.advance(61);
    expect((await login({ ...creds, password: m.password })).body.code).toBe(1000);
  });

  it('starts counting again after a success', async () => {
    const m = await registerMember(t);
    const creds = { areaCode: m.areaCode, phone: m.phone };
    for (let i = 0; i < 2; i++) await login({ ...creds, password: 'bad-password' });
    expect((await login({ ...creds, password: m.password })).body.code).toBe(1000);
    for (let i = 0; i < 2; i++) await login({ ...creds, password: 'bad-password' });
    expect((await login({ ...creds, password: m.password })).body.code).toBe(1000);
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
  function expectFiveSlots(r: { codes: number[]; checked: number }, wrongCode: number) {
    expect(r.codes.filter((c) => ![1000, wrongCode, 1407].includes(c))).toEqual([]);
    const signedIn = r.codes.filter((c) => c === 1000).length;
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
    if (!expectFiveSlots(r, 1406)) {
      expect((await login({ ...creds, password: m.password, ...(await solvedCaptcha(t)) })).body.code).toBe(
        1407,
      );
    }
  });

  it('checks at most 5 of 20 passwords sent at once for one operator', async () => {
    const bodies = Array.from({ length: 20 }, (_, i) => ({
      username: ADMIN.username,
      password: i === 19 ? ADMIN.password : `bad-password-${i}`,
    }));
    const r = await burst('/api/admin/base/open/login', `admin:${ADMIN.username}`, bodies);
    if (!expectFiveSlots(r, 1701)) {
      const again = await api(t).call('POST', '/api/admin/base/open/login', {
        body: { ...ADMIN, ...(await solvedCaptcha(t)) },
      });
      expect(again.body.code).toBe(1407);
    }
  });

  it('refuses a banned member', async () => {
    const m = await registerMember(t);
    await t.db.updateTable('users').set({ status: 'banned' }).where('phone', '=', m.phone).execute();
    expect((await login({ areaCode: m.areaCode, phone: m.phone, password: m.password })).body.code).toBe(
      1408,
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
    expect(codes.slice(0, 20).every((c) => c === 1406)).toBe(true);
    expect(codes.at(-1)).toBe(1006);
    const other = await api(t).post(
      'user/login/login',
      { areaCode: '1', phone: '2025550150', password: 'whatever1' },
      { ip: '10.9.9.8' },
    );
    expect(other.body.code).toBe(1406);
  });
});
