import {
  ErrorCode,
  type TAdminCodeNeeded,
  type TDoneOrRequested,
  type TRecoveryCodes,
  type TSecondFactorSetup,
  type TTokens,
} from '@club/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  api,
  expectError,
  expectOk,
  freshCommit,
  freshKey,
  type Method,
  operatorWithKeys,
  request,
  secondOperator,
  solvedCaptcha,
} from '../../test/client';
import { ADMIN, createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { TOTP_STEP_SECONDS } from './second-factor';
import { appCode } from './second-factor.fixtures';

const PASSWORD = 'Night-Screening-42';

describe.each(DIALECTS)('operators’ second factor, OPERATOR_MFA=required (%s)', (dialect) => {
  let t: TestApp;
  let root: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { OPERATOR_MFA: 'required' });
  });
  afterAll(() => t.close());

  const call = <T = unknown>(method: Method, path: string, token: string | undefined, body?: object) =>
    request<T>(t, method, `/api/admin/${path}`, { token, body });
  const password = (username: string, pass = PASSWORD) =>
    call<TTokens | TAdminCodeNeeded>('POST', 'base/open/login', undefined, { username, password: pass });
  const code = (challenge: string, factorCode: string, extra: object = {}) =>
    call<TTokens>('POST', 'base/open/login/code', undefined, { challenge, factorCode, ...extra });
  const challengeOf = async (username: string, pass = PASSWORD) => {
    const answer = expectOk(await password(username, pass));
    if (!('challenge' in answer)) throw new Error(`${username} got a session without a code`);
    return answer.challenge;
  };
  /**
   * Moves into the first second of the next step, past every code used so far. The clock runs with
   * the wall, so a test that checks which step a code belongs to starts here: a slow machine then
   * has a whole step before the wall crosses into the next one. (Whole seconds: times are stored
   * as integers.)
   */
  const nextStep = () =>
    t.clock.advance(TOTP_STEP_SECONDS - (Math.floor(t.clock.now() / 1000) % TOTP_STEP_SECONDS));
  beforeEach(nextStep);
  /** Enrols the operator behind `token`; answers their secret and recovery codes. */
  const enrol = async (token: string) => {
    const setup = expectOk(await call<TSecondFactorSetup>('POST', 'base/comm/factor/start', token));
    const { recoveryCodes } = expectOk(
      await call<TRecoveryCodes>('POST', 'base/comm/factor/confirm', token, {
        factorCode: appCode(setup.secret, t.clock.now()),
      }),
    );
    nextStep();
    return { secret: setup.secret, recoveryCodes };
  };
  const signIn = async (username: string, secret: string) => {
    const tokens = expectOk(await code(await challengeOf(username), appCode(secret, t.clock.now())));
    nextStep();
    return tokens.token;
  };
  /** A new operator with these keys, added by the first operator; signed in with their password alone. */
  const newOperator = async (username: string, permissions: string[]) => {
    const role = expectOk(
      await call<{ id: number }>('POST', 'base/role/add', root, { name: `${username} role`, permissions }),
    );
    expectOk(
      await call('POST', 'base/operator/add', root, { username, password: PASSWORD, roleId: role.id }),
    );
    const tokens = expectOk(await password(username));
    if (!('token' in tokens)) throw new Error('a new operator has no factor yet');
    return tokens.token;
  };

  it('lets the first operator sign in with the password alone, but only to enrol', async () => {
    const tokens = expectOk(await password(ADMIN.username, ADMIN.password));
    if (!('token' in tokens)) throw new Error('no factor yet: a session');
    const token = tokens.token;
    expect(expectOk(await call('GET', 'base/comm/person', token))).toMatchObject({
      username: ADMIN.username,
      secondFactor: { enrolled: false, required: true },
    });
    expectError(await call('POST', 'base/operator/page', token, {}), 'SECOND_FACTOR_REQUIRED');
    expectError(await call('POST', 'dev/clock', token, { advanceSeconds: 0 }), 'SECOND_FACTOR_REQUIRED');
    expectError(
      await call('POST', 'base/comm/factor/recovery-codes', token, { factorCode: '123456' }),
      'SECOND_FACTOR_REQUIRED',
    );
    expect(expectOk(await call('GET', 'base/comm/factor', token))).toEqual({
      enrolled: false,
      required: true,
      recoveryCodesLeft: 0,
    });

    // A first secret scanned but never confirmed is replaced by the next: its codes do not count.
    const first = expectOk(await call<TSecondFactorSetup>('POST', 'base/comm/factor/start', token));
    const setup = expectOk(await call<TSecondFactorSetup>('POST', 'base/comm/factor/start', token));
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.secret).not.toBe(first.secret);
    expect(setup.uri).toBe(
      `otpauth://totp/Film%20Club:${ADMIN.username}?secret=${setup.secret}&issuer=Film%20Club`,
    );
    const confirm = (factorCode: string) =>
      call<TRecoveryCodes>('POST', 'base/comm/factor/confirm', token, { factorCode });
    expectError(await confirm(appCode(first.secret, t.clock.now())), 'SECOND_FACTOR_INVALID');
    expectError(await confirm('12345'), 'VALIDATION_FORMAT', { field: 'factorCode' });
    // Stored sealed: neither the secret nor its bytes are in the row.
    const row = await t.db.selectFrom('operator_factors').selectAll().executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(setup.secret);
    expect(row.enrolled_at).toBeNull();

    // A second window signed in meanwhile with the password alone ends with the enrolment.
    const other = expectOk(await password(ADMIN.username, ADMIN.password)) as TTokens;
    const { recoveryCodes } = expectOk(await confirm(appCode(setup.secret, t.clock.now())));
    expect(recoveryCodes).toHaveLength(10);
    expect(expectOk(await call('GET', 'base/comm/factor', token))).toMatchObject({
      enrolled: true,
      recoveryCodesLeft: 10,
    });
    expect((await call('GET', 'base/comm/person', other.token)).status).toBe(401);
    // The enrolling session goes on, now with everything the role grants.
    expectOk(await call('POST', 'base/operator/page', token, {}));
    expectError(await confirm(appCode(setup.secret, t.clock.now(), 1)), 'SECOND_FACTOR_ENROLLED');
    expectError(await call('POST', 'base/comm/factor/start', token), 'SECOND_FACTOR_ENROLLED');
    const audit = await t.db.selectFrom('audit_log').select(['action', 'target']).execute();
    expect(audit).toContainEqual({ action: 'base:factor:enrol', target: 'admin:1' });

    // From now on the password alone gives no session, and each code works once.
    const challenge = await challengeOf(ADMIN.username, ADMIN.password);
    expectError(await code(challenge, appCode(setup.secret, t.clock.now())), 'SECOND_FACTOR_INVALID');
    nextStep();
    root = expectOk(await code(challenge, appCode(setup.secret, t.clock.now()))).token;
    expectError(await code(challenge, appCode(setup.secret, t.clock.now())), 'SECOND_FACTOR_INVALID');
    expectOk(await call('POST', 'base/operator/page', root, {}));
  });

  it('accepts a code one step off either way, not two, and a recovery code once', async () => {
    await newOperator('drift', ['base:dashboard:read']);
    const session = expectOk(await password('drift')) as TTokens;
    const { secret, recoveryCodes } = await enrol(session.token);
    // One step more: the step before now is not the enrolment's, which is used up.
    nextStep();
    const now = () => t.clock.now();
    expectError(await code(await challengeOf('drift'), appCode(secret, now(), -2)), 'SECOND_FACTOR_INVALID');
    expectError(await code(await challengeOf('drift'), appCode(secret, now(), 2)), 'SECOND_FACTOR_INVALID');
    expectOk(await code(await challengeOf('drift'), appCode(secret, now(), -1)));
    expectOk(await code(await challengeOf('drift'), appCode(secret, now(), 1)));
    // A step taken: the one before it (and the same) is refused from now on.
    expectError(await code(await challengeOf('drift'), appCode(secret, now())), 'SECOND_FACTOR_INVALID');
    nextStep();
    nextStep();

    const [first, second] = recoveryCodes;
    const typed = ` ${first.toUpperCase().replace('-', ' ')} `;
    const viaRecovery = expectOk(await code(await challengeOf('drift'), typed));
    expectError(await code(await challengeOf('drift'), first), 'SECOND_FACTOR_INVALID');
    expect(expectOk(await call('GET', 'base/comm/factor', viaRecovery.token))).toMatchObject({
      recoveryCodesLeft: 9,
    });
    const sessions = await t.db
      .selectFrom('sessions')
      .select('login_type')
      .where('subject_kind', '=', 'admin')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    expect(sessions.map((s) => s.login_type)).toContain('password+recovery');
    expect(sessions.map((s) => s.login_type)).toContain('password+totp');

    // New recovery codes need a current code; the old ones stop working.
    const renew = (factorCode: string) =>
      call<TRecoveryCodes>('POST', 'base/comm/factor/recovery-codes', viaRecovery.token, { factorCode });
    expectError(await renew(appCode(secret, now(), -2)), 'SECOND_FACTOR_INVALID');
    const renewed = expectOk(await renew(appCode(secret, now())));
    nextStep();
    expect(renewed.recoveryCodes).toHaveLength(10);
    expectError(await code(await challengeOf('drift'), second), 'SECOND_FACTOR_INVALID');
    expectOk(await code(await challengeOf('drift'), renewed.recoveryCodes[0]));
  });

  it('lets one of two sign-ins sent at once with the same code through', async () => {
    const { secret } = await enrol(await newOperator('twins', ['base:dashboard:read']));
    const challenges = await Promise.all([challengeOf('twins'), challengeOf('twins')]);
    const now = appCode(secret, t.clock.now());
    const answers = await Promise.all(challenges.map((c) => code(c, now)));
    expect(answers.map((a) => a.body.code).sort()).toEqual([
      ErrorCode.SUCCESS,
      ErrorCode.SECOND_FACTOR_INVALID,
    ]);
    nextStep();
  });

  it('counts wrong codes toward the sign-in lock, which the right password does not lift', async () => {
    const token = await newOperator('guesser', ['base:dashboard:read']);
    const { secret } = await enrol(token);
    const wrong = (_challenge: string) => (appCode(secret, t.clock.now()) === '000000' ? '111111' : '000000');
    // Failures 1–3 without the slider; the password steps between give their slot back.
    for (let i = 0; i < 3; i += 1) {
      const challenge = await challengeOf('guesser');
      expectError(await code(challenge, wrong(challenge)), 'SECOND_FACTOR_INVALID');
    }
    // Past three failures the slider comes first, for the password and the code step alike.
    expectError(await password('guesser'), 'CAPTCHA_REQUIRED');
    const answer = expectOk(
      await call<TAdminCodeNeeded>('POST', 'base/open/login', undefined, {
        username: 'guesser',
        password: PASSWORD,
        ...(await solvedCaptcha(t)),
      }),
    );
    expectError(await code(answer.challenge, wrong(answer.challenge)), 'CAPTCHA_REQUIRED');
    expectError(
      await code(answer.challenge, wrong(answer.challenge), await solvedCaptcha(t)),
      'SECOND_FACTOR_INVALID',
    );
    // The fifth failure locks: now even the right code is refused, untried.
    expectError(
      await code(answer.challenge, wrong(answer.challenge), await solvedCaptcha(t)),
      'LOGIN_LOCKED',
      {
        minutes: 15,
      },
    );
    const right = appCode(secret, t.clock.now());
    expectError(await code(answer.challenge, right, await solvedCaptcha(t)), 'LOGIN_LOCKED');
    expectError(
      await call('POST', 'base/open/login', undefined, {
        username: 'guesser',
        password: PASSWORD,
        ...(await solvedCaptcha(t)),
      }),
      'LOGIN_LOCKED',
    );
  });

  it('ends a challenge after five minutes, on a changed password, and when it is not the server’s', async () => {
    const token = await newOperator('late', ['base:dashboard:read']);
    const { secret } = await enrol(token);
    const challenge = await challengeOf('late');
    t.clock.advance(301);
    expectError(await code(challenge, appCode(secret, t.clock.now())), 'SECOND_FACTOR_CHALLENGE_EXPIRED');

    const fresh = await challengeOf('late');
    const [kind, id, expires, mac] = fresh.split('.');
    const forged = [
      `${kind}.1.${expires}.${mac}`,
      `${kind}.${id}.${Number(expires) + 60_000}.${mac}`,
      `${kind}.${id}.soon.${mac}`,
      `${kind}.99999999999.${expires}.${mac}`,
      'nonsense',
    ];
    for (const c of forged) {
      expectError(await code(c, appCode(secret, t.clock.now())), 'SECOND_FACTOR_CHALLENGE_EXPIRED');
    }
    const operators = expectOk(
      await call<{ list: { id: number; username: string; secondFactor: boolean }[] }>(
        'POST',
        'base/operator/page',
        root,
        { username: 'late' },
      ),
    );
    expect(operators.list).toMatchObject([{ username: 'late', secondFactor: true }]);
    expectOk(
      await call('POST', 'base/operator/update', root, {
        id: operators.list[0].id,
        password: 'Matinee-Double-77',
      }),
    );
    expectError(await code(fresh, appCode(secret, t.clock.now())), 'SECOND_FACTOR_CHALLENGE_EXPIRED');
  });

  it('resets another operator’s factor for holders of the key only, audited, signing them out', async () => {
    const { secret } = await enrol(await newOperator('lost-phone', ['base:dashboard:read']));
    const session = await signIn('lost-phone', secret);
    const page = expectOk(
      await call<{ list: { id: number }[] }>('POST', 'base/operator/page', root, { username: 'lost-phone' }),
    );
    const id = page.list[0].id;
    const reset = (token: string) => call('POST', 'base/operator/reset-factor', token, { id });

    expectError(await reset(session), 'FORBIDDEN', { permission: 'base:operator:resetFactor' });
    // The key alone is not enough for an operator whose role holds keys the actor does not.
    const desk = await newOperator('desk', ['base:operator:resetFactor']);
    await enrol(desk);
    expectError(await reset(desk), 'FORBIDDEN', { permission: 'base:dashboard:read' });

    expectOk(await reset(root));
    expectError(await reset(root), 'SECOND_FACTOR_NOT_ENROLLED');
    expect((await call('GET', 'base/comm/person', session)).status).toBe(401);
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'after'])
      .where('target', '=', `admin:${id}`)
      .where('action', '=', 'base:operator:resetFactor')
      .execute();
    expect(audit).toEqual([
      { action: 'base:operator:resetFactor', actor_id: 1, after: '{"secondFactor":false}' },
    ]);
    expect(
      await t.db.selectFrom('operator_recovery_codes').where('admin_id', '=', id).selectAll().execute(),
    ).toEqual([]);

    // Their next sign-in is with the password, into enrolment only.
    const again = expectOk(await password('lost-phone')) as TTokens;
    expectError(await call('GET', 'base/dashboard/summary', again.token), 'SECOND_FACTOR_REQUIRED');
    expect(expectOk(await call('GET', 'base/comm/factor', again.token))).toMatchObject({ enrolled: false });
    await enrol(again.token);
  });

  it('waits for a second operator to reset the factor of an operator holding money permissions', async () => {
    const secondId = await secondOperator(t);
    const cashier = await operatorWithKeys(t, 'cash-phone', ['withdraw:order:*']);
    await enrol(cashier.token);
    const [{ id }] = expectOk(
      await call<{ list: { id: number }[] }>('POST', 'base/operator/page', root, { username: 'cash-phone' }),
    ).list;

    const asked = expectOk(await call<TDoneOrRequested>('POST', 'base/operator/reset-factor', root, { id }));
    expect(asked).toEqual({ requestId: expect.any(Number), state: 'waiting' });
    const requestId = asked?.requestId ?? 0;
    // Nothing happened yet: the factor and the session stay.
    expect(expectOk(await call('GET', 'base/comm/factor', cashier.token))).toMatchObject({ enrolled: true });
    const approve = (token: string) =>
      request(t, 'POST', '/api/admin/base/operator/reset-factor/approve', {
        token,
        body: { id: requestId },
        idempotencyKey: freshKey(),
      });
    expectError(await approve(root), 'FOUR_EYES_SAME_OPERATOR');

    const applied = await t.services.approvals.approve(secondId, 'factor-reset', requestId, freshCommit(t));
    expect(applied).toEqual({ requestId, state: 'applied' });
    expect((await call('GET', 'base/comm/person', cashier.token)).status).toBe(401);
    expect(
      await t.db.selectFrom('operator_factors').where('admin_id', '=', id).selectAll().execute(),
    ).toEqual([]);
    const [line] = await t.db
      .selectFrom('audit_log')
      .select(['actor_id', 'after'])
      .where('target', '=', `admin:${id}`)
      .where('action', '=', 'base:operator:resetFactor')
      .execute();
    expect(line.actor_id).toBe(secondId);
    expect(JSON.parse(line.after ?? '')).toEqual({
      secondFactor: false,
      requestId,
      proposedBy: ADMIN.username,
      approvedBy: 'second.key',
    });
    expectError(await approve(root), 'ALREADY_DECIDED');
  });
});

describe.each(DIALECTS)('operators’ second factor, OPERATOR_MFA=off (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('lets operators without a factor work, and still asks an enrolled one for a code', async () => {
    const login = () =>
      api(t).call<TTokens | TAdminCodeNeeded>('POST', '/api/admin/base/open/login', { body: ADMIN });
    const tokens = expectOk(await login()) as TTokens;
    const as = { token: tokens.token };
    expectOk(await api(t, as).call('POST', '/api/admin/base/operator/page', { body: {} }));
    expect(expectOk(await api(t, as).call('GET', '/api/admin/base/comm/person'))).toMatchObject({
      secondFactor: { enrolled: false, required: false },
    });

    const setup = expectOk(
      await api(t, as).call<TSecondFactorSetup>('POST', '/api/admin/base/comm/factor/start'),
    );
    expectOk(
      await api(t, as).call('POST', '/api/admin/base/comm/factor/confirm', {
        body: { factorCode: appCode(setup.secret, t.clock.now()) },
      }),
    );
    t.clock.advance(TOTP_STEP_SECONDS);
    const answer = expectOk(await login());
    expect(answer).toEqual({ secondFactor: 'totp', challenge: expect.any(String), expiresIn: 300 });
    const { challenge } = answer as TAdminCodeNeeded;
    const session = await api(t).call<TTokens>('POST', '/api/admin/base/open/login/code', {
      body: { challenge, factorCode: appCode(setup.secret, t.clock.now()) },
    });
    expectOk(
      await api(t, { token: expectOk(session).token }).call('POST', '/api/admin/base/operator/page', {
        body: {},
      }),
    );
  });
});
