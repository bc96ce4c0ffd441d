import { ErrorCode, grants, type TTokens } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  expectError,
  expectOk,
  type Method,
  operatorToken,
  operatorWithKeys,
  registerMember,
  request,
} from '../../test/client';
import { ADMIN, createTestApp, DIALECTS, type TestApp } from '../../test/harness';

describe.each(DIALECTS)('back-office access (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const adminLogin = (username: string, password: string) =>
    api(t).call<TTokens>('POST', '/api/admin/base/open/login', { body: { username, password } });
  const advance = (token: string | undefined, advanceSeconds: number) =>
    api(t).call<{ now: string }>('POST', '/api/admin/dev/clock', { body: { advanceSeconds }, token });

  it('logs the first operator in and refuses a wrong password', async () => {
    expectOk(await adminLogin(ADMIN.username, ADMIN.password));
    expectError(await adminLogin(ADMIN.username, 'nope'), 'ADMIN_LOGIN_FAILED');
    expectError(await adminLogin('ghost', 'nope'), 'ADMIN_LOGIN_FAILED');
  });

  it('moves the server clock with the test seam', async () => {
    const token = await operatorToken(t);
    const before = t.clock.now();
    const moved = expectOk(await advance(token, 86_400));
    expect(Date.parse(moved.now) - before).toBeGreaterThanOrEqual(86_400_000);
  });

  it('refuses admin calls without an operator token, with a member token, or without the permission key', async () => {
    expect((await advance(undefined, 1)).status).toBe(401);
    const member = await registerMember(t);
    expect((await advance(member.tokens.token, 1)).status).toBe(401);
    const viewer = await operatorWithKeys(t, 'viewer', ['member:user:read']);
    expectError(await advance(viewer.token, 1), 'FORBIDDEN', {});
  });

  it('puts a permission key on every operator route except the open ones', () => {
    const admin = t.routes.filter((r) => r.url.startsWith('/api/admin/'));
    expect(admin.map((r) => r.url)).toContain('/api/admin/dev/clock');
    const open = admin.filter((r) => r.auth === 'public');
    expect(open.every((r) => r.url.includes('/open/'))).toBe(true);
    // Only an operator's own profile, logout and second factor are for every operator; all but
    // renewing recovery codes also before they have a factor.
    const everyOperator = admin.filter((r) => r.anyOperator);
    expect(everyOperator.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/admin/base/comm/factor',
      'GET /api/admin/base/comm/person',
      'POST /api/admin/base/comm/factor/confirm',
      'POST /api/admin/base/comm/factor/recovery-codes',
      'POST /api/admin/base/comm/factor/start',
      'POST /api/admin/base/comm/logout',
    ]);
    const beforeFactor = admin.filter((r) => r.beforeSecondFactor);
    expect(beforeFactor.every((r) => r.anyOperator)).toBe(true);
    expect(beforeFactor.map((r) => r.url)).not.toContain('/api/admin/base/comm/factor/recovery-codes');
    expect(admin.filter((r) => r.auth !== 'public' && !r.permission && !r.anyOperator)).toEqual([]);
  });

  it('tells any operator who they are and which keys they hold, and logs them out', async () => {
    const { token } = await operatorWithKeys(t, 'cashier', ['recharge:order:*']);
    const person = await api(t).call('GET', '/api/admin/base/comm/person', { token });
    expect(expectOk(person)).toMatchObject({
      username: 'cashier',
      roleName: 'cashier',
      permissions: ['recharge:order:*'],
    });
    expectOk(await api(t).call('POST', '/api/admin/base/comm/logout', { token }));
    expect((await api(t).call('GET', '/api/admin/base/comm/person', { token })).status).toBe(401);
    const member = await registerMember(t);
    const asMember = await api(t).call('GET', '/api/admin/base/comm/person', { token: member.tokens.token });
    expect(asMember.status).toBe(401);
  });

  it('refuses each keyed operator route to an operator without its key', async () => {
    const viewer = await operatorToken(t, { username: 'viewer', password: 'viewer-pass-1' });
    // The viewer holds `member:user:read` (a real key since the member pages): those routes are theirs.
    const keyed = t.routes.filter((r) => r.url.startsWith('/api/admin/') && r.permission);
    for (const route of keyed.filter((r) => !grants(['member:user:read'], r.permission ?? ''))) {
      const res = await request(t, route.method as Method, route.url, { token: viewer });
      expect(res.body.code, route.url).toBe(ErrorCode.FORBIDDEN);
    }
  });
});

describe.each(DIALECTS)('test seams switched off (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { TEST_SEAMS: '0', CAPTCHA_FIXED_X: '' });
  });
  afterAll(() => t.close());

  it('refuses to move the clock', async () => {
    const res = await api(t).call('POST', '/api/admin/dev/clock', {
      body: { advanceSeconds: 60 },
      token: await operatorToken(t),
    });
    expectError(res, 'SEAM_DISABLED');
  });
});
