import { ErrorCode, type TDoneOrRequested, type TPermissionCatalogue } from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectOk, type Method } from '../../test/client';
import { ADMIN, DIALECTS, type TestApp } from '../../test/harness';
import { createApprovalService } from '../approval/service';
import { createOperatorAccountsService } from './accounts-service';
import { PASSWORD, useOperatorsApp } from './operators.fixtures';

describe.each(DIALECTS)('operators and roles: who may do what (%s)', (dialect) => {
  const { app, loginRaw, login, call, post, roles, addRole, addOperator, approveGrant, page, list, auditOf } =
    useOperatorsApp(dialect);
  let t: TestApp;
  let superRoleId: number;
  beforeAll(async () => {
    ({ t } = app);
    superRoleId = (await roles()).find((r) => r.permissions.includes('*'))?.id ?? 0;
    // The role operators.test.ts makes first; these tests move operators onto it.
    await addRole('Cashier', ['base:operator:read']);
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

    // Two holders of `*`: one may go, and come back (with a second operator's key: four eyes).
    expectOk(await post('operator/update', { id: bossId, status: 'disabled' }));
    const back = expectOk(await post<TDoneOrRequested>('operator/update', { id: bossId, status: 'active' }));
    await approveGrant(back?.requestId ?? 0);
    expectOk(
      await post(
        'operator/update',
        { id: rootId, roleId: managers },
        await login('boss', 'Premiere-Night-2025'),
      ),
    );
    const restored = expectOk(
      await post<TDoneOrRequested>(
        'operator/update',
        { id: rootId, roleId: superRoleId },
        await login('boss', 'Premiere-Night-2025'),
      ),
    );
    await approveGrant(restored?.requestId ?? 0);
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
    const operators = createOperatorAccountsService({
      db: t.db,
      dialect: t.dialect,
      clock: t.clock,
      routes: t.routes,
      // A service of its own: the app's already applies the role requests.
      approvals: createApprovalService({ db: t.db, clock: t.clock }),
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
        // No money permission among them: a role with one waits for a second operator (four eyes).
        permissions: ['cms:content:read', 'cms:content:read', 'cms:*:publish', 'base:audit:*', '*:*:read'],
      }),
    );
    expect((await roles()).find((r) => r.id === ok.id)).toEqual({
      id: ok.id,
      name: 'Content desk',
      permissions: ['cms:content:read', 'cms:*:publish', 'base:audit:*', '*:*:read'],
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
