import {
  ErrorCode,
  type ErrorName,
  type TOperatorItem,
  type TPaged,
  type TPermissionCatalogue,
  type TRoleItem,
  type TTokens,
} from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorParams } from '../../kernel/errors';
import { expectError, expectOk, type Method, request } from '../../test/client';
import { ADMIN, createTestApp, DIALECTS, type TestApp } from '../../test/harness';
import { createOperatorService } from './operator-service';

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

  const loginRaw = (username: string, password: string) =>
    request<TTokens>(t, 'POST', '/api/admin/base/open/login', { body: { username, password } });
  const login = async (username: string, password = PASSWORD) =>
    expectOk(await loginRaw(username, password)).token;
  /** A call to the operators and roles routes (`/api/admin/base/...`), as the first operator unless told. */
  const call = <T = unknown>(method: Method, path: string, body?: object, as = root) =>
    request<T>(t, method, `/api/admin/base/${path}`, { token: as, body });
  const post = <T = unknown>(path: string, body: object, as = root) => call<T>('POST', path, body, as);
  const roles = async (as = root) => expectOk(await call<TRoleItem[]>('GET', 'role/list', undefined, as));
  const addRole = async (name: string, permissions: string[]) =>
    expectOk(await post<{ id: number }>('role/add', { name, permissions })).id;
  const addOperator = async (username: string, roleId: number, password = PASSWORD) =>
    expectOk(await post<{ id: number }>('operator/add', { username, password, roleId })).id;
  const page = (body: object, as = root) => post<TPaged<TOperatorItem>>('operator/page', body, as);
  const list = async (body: object, as = root) => expectOk(await page(body, as)).list;
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
    expect(await list({ username: 'cashier.one' }, token)).toEqual([
      {
        id,
        username: 'cashier.one',
        displayName: null,
        roleId,
        roleName: 'Cashier',
        status: 'active',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    expectError(await call('GET', 'role/list', undefined, token), 'FORBIDDEN');

    const [line] = await auditOf(`admin:${id}`);
    expect(line.action).toBe('base:operator:add');
    expect(JSON.parse(line.after ?? '')).toMatchObject({ id, username: 'cashier.one', role_id: roleId });
    expect(line.after).not.toMatch(/argon2|password/);
  });

  it('gives an operator the name members see on their service replies, audited, and takes it back', async () => {
    const roleId = await addRole('Service', ['chat:service:*']);
    const id = expectOk(
      await post<{ id: number }>('operator/add', {
        username: 'agent.one',
        password: PASSWORD,
        roleId,
        displayName: '  Mia  ',
      }),
    ).id;
    expect((await list({ username: 'agent.one' }))[0].displayName).toBe('Mia');
    expectOk(await post('operator/update', { id, displayName: 'Mia (club desk)' }));
    expect((await list({ username: 'agent.one' }))[0].displayName).toBe('Mia (club desk)');
    expectOk(await post('operator/update', { id, displayName: null }));
    expect((await list({ username: 'agent.one' }))[0].displayName).toBeNull();
    expectError(await post('operator/update', { id, displayName: 'x'.repeat(31) }), 'VALIDATION_FORMAT');
    const lines = await auditOf(`admin:${id}`);
    expect(lines.map((l) => JSON.parse(l.after ?? '{}').display_name)).toEqual([
      'Mia',
      'Mia (club desk)',
      null,
    ]);
  });

  const length = { min: 12, max: 64 };
  it.each<[string, ErrorName, ErrorParams]>([
    ['short-pass1', 'OPERATOR_PASSWORD_LENGTH', length],
    ['Abcdefghij-'.repeat(6), 'OPERATOR_PASSWORD_LENGTH', length],
    ['administrator', 'PASSWORD_TOO_COMMON', {}],
    ['password123456', 'PASSWORD_TOO_COMMON', {}],
    ['iloveyou!!2024', 'PASSWORD_TOO_COMMON', {}],
    ['abababababababab', 'PASSWORD_TOO_COMMON', {}],
    ['my-new.operator-2024', 'PASSWORD_TOO_COMMON', {}],
  ])('refuses the password %s', async (password, name, params) => {
    const roleId = (await roles()).find((r) => r.name === 'Cashier')?.id;
    expectError(await post('operator/add', { username: 'new.operator', password, roleId }), name, params);
  });

  it('refuses malformed and taken usernames (ignoring case) and unknown roles', async () => {
    const roleId = (await roles()).find((r) => r.name === 'Cashier')?.id as number;
    for (const username of ['ab', 'Upper.Case', 'with space', 'a'.repeat(33), 'émile']) {
      expectError(await post('operator/add', { username, password: PASSWORD, roleId }), 'VALIDATION_FORMAT', {
        field: 'username',
      });
    }
    expectError(
      await post('operator/add', { username: 'cashier.one', password: PASSWORD, roleId }),
      'USERNAME_TAKEN',
      {},
    );
    // An operator made before the rule (the first one comes from configuration) may have capitals.
    await t.db
      .insertInto('admins')
      .values({ username: 'Legacy.Boss', password_hash: 'x', role_id: roleId, created_at: Date.now() })
      .execute();
    expectError(
      await post('operator/add', { username: 'legacy.boss', password: PASSWORD, roleId }),
      'USERNAME_TAKEN',
    );
    expectError(
      await post('operator/add', { username: 'no.role', password: PASSWORD, roleId: 9999 }),
      'VALIDATION_FORMAT',
      { field: 'roleId' },
    );
  });

  it('pages operators: search, filters, sort with id ties, newest first by default', async () => {
    const roleId = await addRole('Reviewer', ['cms:content:read']);
    const ids: number[] = [];
    for (const name of ['rev_a', 'rev_b', 'rev-c', 'revx']) ids.push(await addOperator(name, roleId));
    await post('operator/update', { id: ids[1], status: 'disabled' });

    const byRole = expectOk(await page({ roleId }));
    expect(byRole.pagination).toEqual({ page: 1, size: 20, total: 4 });
    // Made in this order, possibly in the same millisecond: newest first, ties by id.
    expect(byRole.list.map((o) => o.id)).toEqual([...ids].reverse());

    // `_` is a character to match, not a wildcard: `rev_` finds rev_a and rev_b, not rev-c or revx.
    const search = await list({ username: 'REV_', sortField: 'username', sortOrder: 'asc' });
    expect(search.map((o) => o.username)).toEqual(['rev_a', 'rev_b']);

    const disabled = await list({ roleId, status: 'disabled' });
    expect(disabled.map((o) => o.username)).toEqual(['rev_b']);
    const active = await page({
      roleId,
      status: 'active',
      sortField: 'id',
      sortOrder: 'asc',
      size: 2,
      page: 2,
    });
    expect(expectOk(active)).toEqual({
      list: [
        expect.objectContaining({ id: ids[3], username: 'revx', roleName: 'Reviewer', status: 'active' }),
      ],
      pagination: { page: 2, size: 2, total: 3 },
    });
    expectError(await page({ sortField: 'password' }), 'VALIDATION_FORMAT');
    expectError(await page({ role: 1 }), 'VALIDATION_UNKNOWN_FIELD');
  });

  it('signs a disabled operator out at once and refuses their login; enabling lets them sign in again', async () => {
    const roleId = (await roles()).find((r) => r.name === 'Cashier')?.id as number;
    const id = await addOperator('night.shift', roleId);
    const token = await login('night.shift');
    expectOk(await page({}, token));

    expectOk(await post('operator/update', { id, status: 'disabled' }));
    expect((await page({}, token)).status).toBe(401);
    expectError(await loginRaw('night.shift', PASSWORD), 'ADMIN_LOGIN_FAILED');

    expectOk(await post('operator/update', { id, status: 'active' }));
    expect((await page({}, token)).status).toBe(401);
    expectOk(await page({}, await login('night.shift')));

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
    expectOk(await page({}, token));
    expectError(await call('GET', 'role/list', undefined, token), 'FORBIDDEN');

    expectOk(await post('operator/update', { id, roleId: reader }));
    expectError(await page({}, token), 'FORBIDDEN');
    expectOk(await call('GET', 'role/list', undefined, token));

    expectOk(await post('role/update', { id: reader, permissions: ['base:*:read'] }));
    expectOk(await page({}, token));
    const [line] = (await auditOf(`admin:${id}`)).slice(-1);
    expect(JSON.parse(line.before ?? '')).toMatchObject({ role_id: cashier });
    expect(JSON.parse(line.after ?? '')).toMatchObject({ role_id: reader });
  });

  it('a new password signs the operator out everywhere; one of your own keeps the session that set it', async () => {
    const cashier = (await roles()).find((r) => r.name === 'Cashier')?.id as number;
    const id = await addOperator('late.shift', cashier);
    const token = await login('late.shift');
    expectOk(await post('operator/update', { id, password: 'Matinee-Tickets-77' }));
    expect((await page({}, token)).status).toBe(401);
    expectError(await loginRaw('late.shift', PASSWORD), 'ADMIN_LOGIN_FAILED');
    await login('late.shift', 'Matinee-Tickets-77');
    const [line] = (await auditOf(`admin:${id}`)).slice(-1);
    expect(JSON.parse(line.after ?? '')).toMatchObject({ passwordChanged: true });
    expect(`${line.before}${line.after}`).not.toMatch(/argon2|password_hash|Matinee/);

    const boss = await addOperator('boss', superRoleId);
    const first = await login('boss');
    const second = await login('boss');
    expectOk(await post('operator/update', { id: boss, password: 'Premiere-Night-2025' }, first));
    expectOk(await page({}, first));
    expect((await page({}, second)).status).toBe(401);
  });

  it('an operator cannot disable themself, change their own role, or the keys of their own role', async () => {
    const [me] = await list({ username: ADMIN.username });
    const cashier = (await roles()).find((r) => r.name === 'Cashier')?.id as number;
    expectError(await post('operator/update', { id: me.id, status: 'disabled' }), 'CANNOT_CHANGE_SELF', {});
    expectError(await post('operator/update', { id: me.id, roleId: cashier }), 'CANNOT_CHANGE_SELF', {});
    expectError(
      await post('role/update', { id: superRoleId, permissions: ['base:*:*'] }),
      'CANNOT_CHANGE_SELF',
      {},
    );
    // Naming your own role, or sending what is already there, changes nothing that matters.
    expectOk(await post('role/update', { id: superRoleId, name: 'Owners', permissions: ['*'] }));
    expectOk(await post('operator/update', { id: me.id, status: 'active', roleId: superRoleId }));
    expect((await list({ username: ADMIN.username }))[0]).toMatchObject({
      status: 'active',
      roleName: 'Owners',
    });
  });

  it('only an operator holding * touches an operator or role that holds it; one of two may go', async () => {
    const managers = await addRole('Managers', ['base:operator:*', 'base:role:*']);
    await addOperator('manager', managers);
    const manager = await login('manager');
    const all = await list({ size: 100 });
    const rootId = all.find((o) => o.username === ADMIN.username)?.id as number;
    const bossId = all.find((o) => o.username === 'boss')?.id as number;

    // Before, a manager could disable either holder of `*`, or move one to their own role.
    expectError(await post('operator/update', { id: bossId, status: 'disabled' }, manager), 'FORBIDDEN');
    expectError(await post('operator/update', { id: rootId, roleId: managers }, manager), 'FORBIDDEN');
    expectError(
      await post('role/update', { id: superRoleId, permissions: ['base:*:*'] }, manager),
      'FORBIDDEN',
    );
    expect((await roles()).find((r) => r.id === superRoleId)?.permissions).toEqual(['*']);

    // Two holders of `*`: one may go, and come back.
    expectOk(await post('operator/update', { id: bossId, status: 'disabled' }));
    expectOk(await post('operator/update', { id: bossId, status: 'active' }));
    expectOk(
      await post(
        'operator/update',
        { id: rootId, roleId: managers },
        await login('boss', 'Premiere-Night-2025'),
      ),
    );
    expectOk(
      await post(
        'operator/update',
        { id: rootId, roleId: superRoleId },
        await login('boss', 'Premiere-Night-2025'),
      ),
    );
    expectError(await post('operator/update', { id: 99_999, status: 'disabled' }, manager), 'NOT_FOUND');
    expect((await list({ username: ADMIN.username }))[0]).toMatchObject({
      status: 'active',
      roleName: 'Owners',
    });
  });

  it('an operator grants only keys they hold, and touches only operators and roles whose keys they hold', async () => {
    const hirerRole = await addRole('Hirer', ['base:role:*', 'base:operator:*', 'cms:content:*']);
    const hirerId = await addOperator('hirer', hirerRole);
    const hirer = await login('hirer');
    const rootId = (await list({ username: ADMIN.username }))[0].id;

    // Roles with a key the hirer lacks, or a wildcard wider than theirs.
    for (const permissions of [['*'], ['cms:*:*'], ['cms:content:read', 'member:user:read'], ['*:*:read']]) {
      const res = await post('role/add', { name: 'Too much', permissions }, hirer);
      expect(res.body.code, permissions.join()).toBe(ErrorCode.FORBIDDEN);
    }
    const desk = expectOk(
      await post<{ id: number }>(
        'role/add',
        { name: 'Content desk two', permissions: ['cms:content:read', 'base:operator:read'] },
        hirer,
      ),
    );
    expectError(await post('role/update', { id: desk.id, permissions: ['cms:*:read'] }, hirer), 'FORBIDDEN');
    expectOk(await post('role/update', { id: desk.id, permissions: ['cms:content:*'] }, hirer));

    // Operators only with a role the hirer covers.
    const sneaky = { username: 'sneaky.one', password: PASSWORD };
    expectError(await post('operator/add', { ...sneaky, roleId: superRoleId }, hirer), 'FORBIDDEN');
    const clerk = expectOk(await post<{ id: number }>('operator/add', { ...sneaky, roleId: desk.id }, hirer));
    expectError(await post('operator/update', { id: clerk.id, roleId: superRoleId }, hirer), 'FORBIDDEN');
    expectOk(await post('operator/update', { id: clerk.id, roleId: hirerRole }, hirer));

    // A stronger operator's password or status, a stronger role's name, or deleting it: not theirs.
    expectError(
      await post('operator/update', { id: rootId, password: 'Hijacked-Premiere-9' }, hirer),
      'FORBIDDEN',
    );
    expectError(await post('operator/update', { id: rootId, status: 'disabled' }, hirer), 'FORBIDDEN');
    expectError(await post('role/update', { id: superRoleId, name: 'Renamed' }, hirer), 'FORBIDDEN');
    const finance = await addRole('Member desk', ['member:*:*']);
    expectError(await post('role/delete', { id: finance }, hirer), 'FORBIDDEN');
    expectOk(await post('role/delete', { id: finance }));
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
    const ok = expectOk(
      await post<{ id: number }>('role/add', {
        name: 'Content desk',
        permissions: ['cms:content:read', 'cms:content:read', 'cms:*:publish', 'base:role:*', '*:*:read'],
      }),
    );
    expect((await roles()).find((r) => r.id === ok.id)).toEqual({
      id: ok.id,
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
      expectError(await post('role/add', { name: `Bad ${key}`, permissions: [key] }), 'PERMISSION_UNKNOWN', {
        permission: key,
      });
      expectError(
        await post('role/update', { id: ok.id, permissions: ['cms:content:read', key] }),
        'PERMISSION_UNKNOWN',
      );
    }
    expectError(await post('role/add', { name: 'content DESK', permissions: [] }), 'ROLE_NAME_TAKEN');
    expectError(await post('role/update', { id: ok.id, name: 'cashier' }), 'ROLE_NAME_TAKEN');
    expectError(await post('role/add', { name: '   ', permissions: [] }), 'VALIDATION_FORMAT');
    expectError(await post('role/update', { id: 99_999, name: 'Ghost' }), 'NOT_FOUND');
  });

  it('lists roles with their operators and deletes a role only when nobody holds it', async () => {
    const id = await addRole('Temporary', ['cms:content:read']);
    const holder = await addOperator('temp.worker', id);
    await post('operator/update', { id: holder, status: 'disabled' });
    expect((await roles()).find((r) => r.id === id)?.operatorCount).toBe(1);
    expectError(await post('role/delete', { id }), 'ROLE_IN_USE', { count: 1 });

    const cashier = (await roles()).find((r) => r.name === 'Cashier')?.id as number;
    expectOk(await post('operator/update', { id: holder, roleId: cashier }));
    expectOk(await post('role/delete', { id }));
    expect((await roles()).some((r) => r.id === id)).toBe(false);
    expectError(await post('role/delete', { id }), 'NOT_FOUND');

    const lines = await auditOf(`role:${id}`);
    expect(lines.map((l) => l.action)).toEqual(['base:role:add', 'base:role:delete']);
    expect(JSON.parse(lines[1].before ?? '')).toMatchObject({ id, name: 'Temporary' });
    expect(lines[1].after).toBeNull();
  });

  it('offers every permission key of the route table, grouped by module, with the routes it guards', async () => {
    const catalogue = expectOk(await call<TPermissionCatalogue>('GET', 'role/permissions'));
    const keyed = t.routes.filter((r) => r.permission);
    const offered = catalogue.flatMap((m) => m.keys.map((k) => ({ module: m.module, ...k })));
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
    expect(new Set(catalogue.map((m) => m.module)).size).toBe(catalogue.length);
    expect(offered.find((k) => k.key === 'base:role:read')?.routes).toEqual([
      { method: 'GET', url: '/api/admin/base/role/list' },
      { method: 'GET', url: '/api/admin/base/role/permissions' },
    ]);
  });

  it('refuses each operator and role call to an operator whose role lacks its key', async () => {
    const calls: [string, Method, string][] = [
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
      expect(res.body.code, path).toBe(ErrorCode.FORBIDDEN);
    }
  });
});
