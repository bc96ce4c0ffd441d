import { grants, type TTokens } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../kernel/passwords';
import { api, registerMember } from '../../test/client';
import { ADMIN, createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { ensureRole, insertAdmin } from './repo';

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
    expect((await adminLogin(ADMIN.username, ADMIN.password)).body.code).toBe(1000);
    expect((await adminLogin(ADMIN.username, 'nope')).body.code).toBe(1701);
    expect((await adminLogin('ghost', 'nope')).body.code).toBe(1701);
  });

  it('moves the server clock with the test seam', async () => {
    const { body } = await adminLogin(ADMIN.username, ADMIN.password);
    const before = t.clock.now();
    const moved = await advance(body.data.token, 86_400);
    expect(moved.body.code).toBe(1000);
    expect(Date.parse(moved.body.data.now) - before).toBeGreaterThanOrEqual(86_400_000);
  });

  it('refuses admin calls without an operator token, with a member token, or without the permission key', async () => {
    expect((await advance(undefined, 1)).status).toBe(401);
    const member = await registerMember(t);
    expect((await advance(member.tokens.token, 1)).status).toBe(401);
    const roleId = await ensureRole(t.db, 'viewer', ['member:user:read']);
    await insertAdmin(t.db, {
      username: 'viewer',
      password_hash: await hashPassword('viewer-pass-1'),
      role_id: roleId,
      created_at: Date.now(),
    });
    const viewer = await adminLogin('viewer', 'viewer-pass-1');
    const refused = await advance(viewer.body.data.token, 1);
    expect(refused.body).toMatchObject({
      code: 1005,
      message: 'No permission, please contact customer service',
    });
  });

  it('puts a permission key on every operator route except the open ones', () => {
    const admin = t.routes.filter((r) => r.url.startsWith('/api/admin/'));
    expect(admin.map((r) => r.url)).toContain('/api/admin/dev/clock');
    const open = admin.filter((r) => r.auth === 'public');
    expect(open.every((r) => r.url.includes('/open/'))).toBe(true);
    // Only an operator's own profile and logout are for every operator.
    const everyOperator = admin.filter((r) => r.anyOperator);
    expect(everyOperator.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'GET /api/admin/base/comm/person',
      'POST /api/admin/base/comm/logout',
    ]);
    expect(admin.filter((r) => r.auth !== 'public' && !r.permission && !r.anyOperator)).toEqual([]);
  });

  it('tells any operator who they are and which keys they hold, and logs them out', async () => {
    const roleId = await ensureRole(t.db, 'cashier', ['recharge:order:*']);
    await insertAdmin(t.db, {
      username: 'cashier',
      password_hash: await hashPassword('cashier-pass-1'),
      role_id: roleId,
      created_at: Date.now(),
    });
    const { token } = (await adminLogin('cashier', 'cashier-pass-1')).body.data;
    const person = await api(t).call('GET', '/api/admin/base/comm/person', { token });
    expect(person.body).toMatchObject({
      code: 1000,
      data: { username: 'cashier', roleName: 'cashier', permissions: ['recharge:order:*'] },
    });
    expect((await api(t).call('POST', '/api/admin/base/comm/logout', { token })).body.code).toBe(1000);
    expect((await api(t).call('GET', '/api/admin/base/comm/person', { token })).status).toBe(401);
    const member = await registerMember(t);
    const asMember = await api(t).call('GET', '/api/admin/base/comm/person', { token: member.tokens.token });
    expect(asMember.status).toBe(401);
  });

  it('refuses each keyed operator route to an operator without its key', async () => {
    const login = await api(t).call<TTokens>('POST', '/api/admin/base/open/login', {
      body: { username: 'viewer', password: 'viewer-pass-1' },
    });
    // The viewer holds `member:user:read` (a real key since the member pages): those routes are theirs.
    const keyed = t.routes.filter((r) => r.url.startsWith('/api/admin/') && r.permission);
    for (const route of keyed.filter((r) => !grants(['member:user:read'], r.permission ?? ''))) {
      const res = await t.app.inject({
        method: route.method as 'POST',
        url: route.url,
        headers: { authorization: login.body.data.token },
      });
      expect(res.json().code, route.url).toBe(1005);
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
    const login = await api(t).call<TTokens>('POST', '/api/admin/base/open/login', { body: ADMIN });
    const res = await api(t).call('POST', '/api/admin/dev/clock', {
      body: { advanceSeconds: 60 },
      token: login.body.data.token,
    });
    expect(res.body).toMatchObject({ code: 1702 });
  });
});
