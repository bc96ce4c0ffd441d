import type { TOperatorItem, TPermissionCatalogue, TRoleItem, TTokens } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../test/client';
import { ADMIN, createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { createOperatorService } from './operator-service';

type Envelope<T> = { code: number; data: T; message: string };
type Page<T> = { list: T[]; pagination: { page: number; size: number; total: number } };

const PASSWORD = 'Night-Screening-42';

describe.each(DIALECTS)('operators and roles (%s)', (dialect) => {
  let t: TestApp;
  let root: string;
  let superRoleId: number;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    root = await login(ADMIN.username, ADMIN.password);
    superRoleId = (await roles()).find((r) => r.permissions.includes('*'))?.id ?? 0;
  });
  afterAll(() => t.close());

  async function loginRaw(username: string, password: string) {
    return (
      await api(t).call<TTokens>('POST', '/api/admin/base/open/login', { body: { username, password } })
    ).body;
  }
  async function login(username: string, password = PASSWORD) {
    const res = await loginRaw(username, password);
    expect(res.code, `${username}: ${res.message}`).toBe(1000);
    return res.data.token;
  }
  async function call<T = unknown>(method: 'GET' | 'POST', path: string, body?: object, as = root) {
    const res = await t.app.inject({
      method,
      url: `/api/admin/base/${path}`,
      headers: { authorization: as },
      ...(body ? { payload: body } : {}),
    });
    return { status: res.statusCode, ...(res.json() as Envelope<T>) };
  }
  const post = <T = unknown>(path: string, body: object, as = root) => call<T>('POST', path, body, as);
  const roles = async (as = root) => (await call<TRoleItem[]>('GET', 'role/list', undefined, as)).data;
  async function addRole(name: string, permissions: string[]) {
    const res = await post<{ id: number }>('role/add', { name, permissions });
    expect(res.code, res.message).toBe(1000);
    return res.data.id;
  }
  async function addOperator(username: string, roleId: number, password = PASSWORD) {
    const res = await post<{ id: number }>('operator/add', { username, password, roleId });
    expect(res.code, res.message).toBe(1000);
    return res.data.id;
  }
  const page = (body: object, as = root) => post<Page<TOperatorItem>>('operator/page', body, as);
  const auditOf = (target: string) =>
    t.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'before', 'after'])
      .where('target', '=', target)
      .orderBy('id')
      .execute();

  it('adds an operator who signs in with the keys of their role', async () => {
    const roleId = await addRole('Cashier', ['base:operator:read']);
    const id = await addOperator('cashier.one', roleId);
    const token = await login('cashier.one');
    const seen = await page({ username: 'cashier.one' }, token);
    expect(seen.code).toBe(1000);
    expect(seen.data.list).toEqual([
      {
        id,
        username: 'cashier.one',
        roleId,
        roleName: 'Cashier',
        status: 'active',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expect((await call('GET', 'role/list', undefined, token)).code).toBe(1005);

    const [line] = await auditOf(`admin:${id}`);
    expect(line.action).toBe('base:operator:add');
    expect(JSON.parse(line.after ?? '')).toMatchObject({ id, username: 'cashier.one', role_id: roleId });
    expect(line.after).not.toMatch(/argon2|password/);
  });

  it.each([
    ['short-pass1', 1711, 'The password must be 12 to 64 characters'],
    ['Abcdefghij-'.repeat(6), 1711, 'The password must be 12 to 64 characters'],
    ['administrator', 1405, 'This password is too common, please choose another'],
    ['password123456', 1405, 'This password is too common, please choose another'],
    ['iloveyou!!2024', 1405, 'This password is too common, please choose another'],
    ['abababababababab', 1405, 'This password is too common, please choose another'],
    ['my-new.operator-2024', 1405, 'This password is too common, please choose another'],
  ])('refuses the password %s', async (password, code, message) => {
    const roleId = (await roles()).find((r) => r.name === 'Cashier')?.id;
    expect(await post('operator/add', { username: 'new.operator', password, roleId })).toMatchObject({
      code,
      message,
    });
  });

  it('refuses malformed and taken usernames (ignoring case) and unknown roles', async () => {
    const roleId = (await roles()).find((r) => r.name === 'Cashier')?.id as number;
    for (const username of ['ab', 'Upper.Case', 'with space', 'a'.repeat(33), 'émile']) {
      expect(await post('operator/add', { username, password: PASSWORD, roleId })).toMatchObject({
        code: 1001,
        message: 'username format error',
      });
    }
    expect(await post('operator/add', { username: 'cashier.one', password: PASSWORD, roleId })).toMatchObject(
      {
        code: 1710,
        message: 'This username is already taken',
      },
    );
    // An operator made before the rule (the first one comes from configuration) may have capitals.
    await t.db
      .insertInto('admins')
      .values({ username: 'Legacy.Boss', password_hash: 'x', role_id: roleId, created_at: Date.now() })
      .execute();
    expect((await post('operator/add', { username: 'legacy.boss', password: PASSWORD, roleId })).code).toBe(
      1710,
    );
    expect(
      await post('operator/add', { username: 'no.role', password: PASSWORD, roleId: 9999 }),
    ).toMatchObject({
      code: 1001,
      message: 'roleId format error',
    });
  });

  it('pages operators: search, filters, sort with id ties, newest first by default', async () => {
    const roleId = await addRole('Reviewer', ['cms:content:read']);
    const ids: number[] = [];
    for (const name of ['rev_a', 'rev_b', 'rev-c', 'revx']) ids.push(await addOperator(name, roleId));
    await post('operator/update', { id: ids[1], status: 'disabled' });

    const byRole = await page({ roleId });
    expect(byRole.data.pagination).toEqual({ page: 1, size: 20, total: 4 });
    // Made in this order, possibly in the same millisecond: newest first, ties by id.
    expect(byRole.data.list.map((o) => o.id)).toEqual([...ids].reverse());

    // `_` is a character to match, not a wildcard: `rev_` finds rev_a and rev_b, not rev-c or revx.
    const search = await page({ username: 'REV_', sortField: 'username', sortOrder: 'asc' });
    expect(search.data.list.map((o) => o.username)).toEqual(['rev_a', 'rev_b']);

    const disabled = await page({ roleId, status: 'disabled' });
    expect(disabled.data.list.map((o) => o.username)).toEqual(['rev_b']);
    const active = await page({
      roleId,
      status: 'active',
      sortField: 'id',
      sortOrder: 'asc',
      size: 2,
      page: 2,
    });
    expect(active.data).toEqual({
      list: [
        expect.objectContaining({ id: ids[3], username: 'revx', roleName: 'Reviewer', status: 'active' }),
      ],
      pagination: { page: 2, size: 2, total: 3 },
    });
    expect((await page({ sortField: 'password' })).code).toBe(1001);
    expect((await page({ role: 1 })).code).toBe(1003);
  });

  it('signs a disabled operator out at once and refuses their login; enabling lets them sign in again', async () => {
    const roleId = (await roles()).find((r) => r.name === 'Cashier')?.id as number;
    const id = await addOperator('night.shift', roleId);
    const token = await login('night.shift');
    expect((await page({}, token)).code).toBe(1000);

    expect((await post('operator/update', { id, status: 'disabled' })).code).toBe(1000);
    expect((await page({}, token)).status).toBe(401);
    expect((await loginRaw('night.shift', PASSWORD)).code).toBe(1701);

    expect((await post('operator/update', { id, status: 'active' })).code).toBe(1000);
    expect((await page({}, token)).status).toBe(401);
    expect((await page({}, await login('night.shift'))).code).toBe(1000);

    const lines = await auditOf(`admin:${id}`);
    expect(lines.map((l) => l.action)).toEqual([
      'base:operator:add',
      'base:operator:update',
      'base:operator:update',
    ]);
    expect(JSON.parse(lines[1].before ?? '')).toMatchObject({ status: 'active' });
    expect(JSON.parse(lines[1].after ?? '')).toMatchObject({ status: 'disabled' });
  });

  it('applies a new role, or new keys of a role, on the very next call', async () => {
    const reader = await addRole('Role reader', ['base:role:read']);
    const cashier = (await roles()).find((r) => r.name === 'Cashier')?.id as number;
    const id = await addOperator('swing.shift', cashier);
    const token = await login('swing.shift');
    expect((await page({}, token)).code).toBe(1000);
    expect((await call('GET', 'role/list', undefined, token)).code).toBe(1005);

    expect((await post('operator/update', { id, roleId: reader })).code).toBe(1000);
    expect((await page({}, token)).code).toBe(1005);
    expect((await call('GET', 'role/list', undefined, token)).code).toBe(1000);

    expect((await post('role/update', { id: reader, permissions: ['base:*:read'] })).code).toBe(1000);
    expect((await page({}, token)).code).toBe(1000);
    const [line] = (await auditOf(`admin:${id}`)).slice(-1);
    expect(JSON.parse(line.before ?? '')).toMatchObject({ role_id: cashier });
    expect(JSON.parse(line.after ?? '')).toMatchObject({ role_id: reader });
  });

  it('a new password signs the operator out everywhere; one of your own keeps the session that set it', async () => {
    const cashier = (await roles()).find((r) => r.name === 'Cashier')?.id as number;
    const id = await addOperator('late.shift', cashier);
    const token = await login('late.shift');
    expect((await post('operator/update', { id, password: 'Matinee-Tickets-77' })).code).toBe(1000);
    expect((await page({}, token)).status).toBe(401);
    expect((await loginRaw('late.shift', PASSWORD)).code).toBe(1701);
    await login('late.shift', 'Matinee-Tickets-77');
    const [line] = (await auditOf(`admin:${id}`)).slice(-1);
    expect(JSON.parse(line.after ?? '')).toMatchObject({ passwordChanged: true });
    expect(`${line.before}${line.after}`).not.toMatch(/argon2|password_hash|Matinee/);

    const boss = await addOperator('boss', superRoleId);
    const first = await login('boss');
    const second = await login('boss');
    expect((await post('operator/update', { id: boss, password: 'Premiere-Night-2025' }, first)).code).toBe(
      1000,
    );
    expect((await page({}, first)).code).toBe(1000);
    expect((await page({}, second)).status).toBe(401);
  });

  it('an operator cannot disable themself, change their own role, or the keys of their own role', async () => {
    const me = (await page({ username: ADMIN.username })).data.list[0];
    const cashier = (await roles()).find((r) => r.name === 'Cashier')?.id as number;
    const self = {
      code: 1712,
      message: "You cannot disable yourself, change your own role or your own role's permissions",
    };
    expect(await post('operator/update', { id: me.id, status: 'disabled' })).toMatchObject(self);
    expect(await post('operator/update', { id: me.id, roleId: cashier })).toMatchObject(self);
    expect(await post('role/update', { id: superRoleId, permissions: ['base:*:*'] })).toMatchObject(self);
    // Naming your own role, or sending what is already there, changes nothing that matters.
    expect((await post('role/update', { id: superRoleId, name: 'Owners', permissions: ['*'] })).code).toBe(
      1000,
    );
    expect((await post('operator/update', { id: me.id, status: 'active', roleId: superRoleId })).code).toBe(
      1000,
    );
    expect((await page({ username: ADMIN.username })).data.list[0]).toMatchObject({
      status: 'active',
      roleName: 'Owners',
    });
  });

  it('only an operator holding * touches an operator or role that holds it; one of two may go', async () => {
    const managers = await addRole('Managers', ['base:operator:*', 'base:role:*']);
    await addOperator('manager', managers);
    const manager = await login('manager');
    const all = (await page({ size: 100 })).data.list;
    const rootId = all.find((o) => o.username === ADMIN.username)?.id as number;
    const bossId = all.find((o) => o.username === 'boss')?.id as number;

    // Before, a manager could disable either holder of `*`, or move one to their own role.
    expect((await post('operator/update', { id: bossId, status: 'disabled' }, manager)).code).toBe(1005);
    expect((await post('operator/update', { id: rootId, roleId: managers }, manager)).code).toBe(1005);
    expect((await post('role/update', { id: superRoleId, permissions: ['base:*:*'] }, manager)).code).toBe(
      1005,
    );
    expect((await roles()).find((r) => r.id === superRoleId)?.permissions).toEqual(['*']);

    // Two holders of `*`: one may go, and come back.
    expect((await post('operator/update', { id: bossId, status: 'disabled' })).code).toBe(1000);
    expect((await post('operator/update', { id: bossId, status: 'active' })).code).toBe(1000);
    expect(
      (
        await post(
          'operator/update',
          { id: rootId, roleId: managers },
          await login('boss', 'Premiere-Night-2025'),
        )
      ).code,
    ).toBe(1000);
    expect(
      (
        await post(
          'operator/update',
          { id: rootId, roleId: superRoleId },
          await login('boss', 'Premiere-Night-2025'),
        )
      ).code,
    ).toBe(1000);
    expect((await post('operator/update', { id: 99_999, status: 'disabled' }, manager)).code).toBe(1004);
    expect((await page({ username: ADMIN.username })).data.list[0]).toMatchObject({
      status: 'active',
      roleName: 'Owners',
    });
  });

  it('an operator grants only keys they hold, and touches only operators and roles whose keys they hold', async () => {
    const hirerRole = await addRole('Hirer', ['base:role:*', 'base:operator:*', 'cms:content:*']);
    const hirerId = await addOperator('hirer', hirerRole);
    const hirer = await login('hirer');
    const rootId = (await page({ username: ADMIN.username })).data.list[0].id;

    // Roles with a key the hirer lacks, or a wildcard wider than theirs.
    for (const permissions of [['*'], ['cms:*:*'], ['cms:content:read', 'member:user:read'], ['*:*:read']]) {
      expect(
        (await post('role/add', { name: 'Too much', permissions }, hirer)).code,
        permissions.join(),
      ).toBe(1005);
    }
    const desk = await post<{ id: number }>(
      'role/add',
      { name: 'Content desk two', permissions: ['cms:content:read', 'base:operator:read'] },
      hirer,
    );
    expect(desk.code, desk.message).toBe(1000);
    expect((await post('role/update', { id: desk.data.id, permissions: ['cms:*:read'] }, hirer)).code).toBe(
      1005,
    );
    expect(
      (await post('role/update', { id: desk.data.id, permissions: ['cms:content:*'] }, hirer)).code,
    ).toBe(1000);

    // Operators only with a role the hirer covers.
    const sneaky = { username: 'sneaky.one', password: PASSWORD };
    expect((await post('operator/add', { ...sneaky, roleId: superRoleId }, hirer)).code).toBe(1005);
    const clerk = await post<{ id: number }>('operator/add', { ...sneaky, roleId: desk.data.id }, hirer);
    expect(clerk.code, clerk.message).toBe(1000);
    expect((await post('operator/update', { id: clerk.data.id, roleId: superRoleId }, hirer)).code).toBe(
      1005,
    );
    expect((await post('operator/update', { id: clerk.data.id, roleId: hirerRole }, hirer)).code).toBe(1000);

    // A stronger operator's password or status, a stronger role's name, or deleting it: not theirs.
    expect((await post('operator/update', { id: rootId, password: 'Hijacked-Premiere-9' }, hirer)).code).toBe(
      1005,
    );
    expect((await post('operator/update', { id: rootId, status: 'disabled' }, hirer)).code).toBe(1005);
    expect((await post('role/update', { id: superRoleId, name: 'Renamed' }, hirer)).code).toBe(1005);
    const finance = await addRole('Member desk', ['member:*:*']);
    expect((await post('role/delete', { id: finance }, hirer)).code).toBe(1005);
    expect((await post('role/delete', { id: finance })).code).toBe(1000);
    await login(ADMIN.username, ADMIN.password);
    expect((await roles()).find((r) => r.id === superRoleId)).toMatchObject({
      name: 'Owners',
      permissions: ['*'],
    });

    // The refusal names the first key the actor does not hold.
    const operators = createOperatorService({
      db: t.db,
      dialect: t.dialect,
      clock: t.clock,
      routes: t.routes,
    });
    const actor = { kind: 'admin', id: hirerId, sessionId: 'test' } as const;
    await expect(
      operators.addRole(actor, { name: 'Named', permissions: ['cms:content:read', 'member:user:read', '*'] }),
    ).rejects.toMatchObject({ errorName: 'FORBIDDEN', params: { permission: 'member:user:read' } });
    await expect(operators.update(actor, { id: rootId, status: 'disabled' })).rejects.toMatchObject({
      errorName: 'FORBIDDEN',
      params: { permission: '*' },
    });
  });

  it('validates every key of a role against the route table', async () => {
    const ok = await post<{ id: number }>('role/add', {
      name: 'Content desk',
      permissions: ['cms:content:read', 'cms:content:read', 'cms:*:publish', 'base:role:*', '*:*:read'],
    });
    expect(ok.code, ok.message).toBe(1000);
    expect((await roles()).find((r) => r.id === ok.data.id)).toEqual({
      id: ok.data.id,
      name: 'Content desk',
      permissions: ['cms:content:read', 'cms:*:publish', 'base:role:*', '*:*:read'],
      operatorCount: 0,
    });
    for (const key of [
      'cms:content',
      'cms:nope:read',
      'nope:*:*',
      'cms:content:read:x',
      'cms:con*:read',
      '**',
      'cms::read',
    ]) {
      expect(await post('role/add', { name: `Bad ${key}`, permissions: [key] })).toMatchObject({
        code: 1716,
        message: `Unknown permission key: ${key}`,
      });
      expect(
        (await post('role/update', { id: ok.data.id, permissions: ['cms:content:read', key] })).code,
      ).toBe(1716);
    }
    expect((await post('role/add', { name: 'content DESK', permissions: [] })).code).toBe(1714);
    expect((await post('role/update', { id: ok.data.id, name: 'cashier' })).code).toBe(1714);
    expect((await post('role/add', { name: '   ', permissions: [] })).code).toBe(1001);
    expect((await post('role/update', { id: 99_999, name: 'Ghost' })).code).toBe(1004);
  });

  it('lists roles with their operators and deletes a role only when nobody holds it', async () => {
    const id = await addRole('Temporary', ['cms:content:read']);
    const holder = await addOperator('temp.worker', id);
    await post('operator/update', { id: holder, status: 'disabled' });
    expect((await roles()).find((r) => r.id === id)?.operatorCount).toBe(1);
    expect(await post('role/delete', { id })).toMatchObject({
      code: 1715,
      message: '1 operator(s) still hold this role',
    });

    const cashier = (await roles()).find((r) => r.name === 'Cashier')?.id as number;
    expect((await post('operator/update', { id: holder, roleId: cashier })).code).toBe(1000);
    expect((await post('role/delete', { id })).code).toBe(1000);
    expect((await roles()).some((r) => r.id === id)).toBe(false);
    expect((await post('role/delete', { id })).code).toBe(1004);

    const lines = await auditOf(`role:${id}`);
    expect(lines.map((l) => l.action)).toEqual(['base:role:add', 'base:role:delete']);
    expect(JSON.parse(lines[1].before ?? '')).toMatchObject({ id, name: 'Temporary' });
    expect(lines[1].after).toBeNull();
  });

  it('offers every permission key of the route table, grouped by module, with the routes it guards', async () => {
    const res = await call<TPermissionCatalogue>('GET', 'role/permissions');
    expect(res.code).toBe(1000);
    const keyed = t.routes.filter((r) => r.permission);
    const offered = res.data.flatMap((m) => m.keys.map((k) => ({ module: m.module, ...k })));
    expect(offered.map((k) => k.key).sort()).toEqual([...new Set(keyed.map((r) => r.permission))].sort());
    for (const k of offered) {
      expect(k.key).toBe(`${k.module}:${k.submodule}:${k.action}`);
      expect(k.routes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
        keyed
          .filter((r) => r.permission === k.key)
          .map((r) => `${r.method} ${r.url}`)
          .sort(),
      );
    }
    expect(new Set(res.data.map((m) => m.module)).size).toBe(res.data.length);
    expect(offered.find((k) => k.key === 'base:role:read')?.routes).toEqual([
      { method: 'GET', url: '/api/admin/base/role/list' },
      { method: 'GET', url: '/api/admin/base/role/permissions' },
    ]);
  });

  it('refuses each operator and role call to an operator whose role lacks its key', async () => {
    const calls: [string, 'GET' | 'POST', string][] = [
      ['base:operator:read', 'POST', 'operator/page'],
      ['base:operator:add', 'POST', 'operator/add'],
      ['base:operator:update', 'POST', 'operator/update'],
      ['base:role:read', 'GET', 'role/list'],
      ['base:role:read', 'GET', 'role/permissions'],
      ['base:role:add', 'POST', 'role/add'],
      ['base:role:update', 'POST', 'role/update'],
      ['base:role:delete', 'POST', 'role/delete'],
    ];
    const every = [...new Set(calls.map(([key]) => key))];
    const roleId = await addRole('Almost all', every);
    await addOperator('almost.all', roleId);
    const token = await login('almost.all');
    for (const [key, method, path] of calls) {
      const others = every.filter((k) => k !== key);
      await t.db
        .updateTable('admin_roles')
        .set({ permissions: JSON.stringify(others) })
        .where('id', '=', roleId)
        .execute();
      const res = await call(method, path, method === 'POST' ? {} : undefined, token);
      expect(res.code, path).toBe(1005);
    }
  });
});
