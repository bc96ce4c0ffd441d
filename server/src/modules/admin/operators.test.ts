import type { ErrorName } from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ErrorParams } from '../../kernel/errors';
import { expectError, expectOk } from '../../test/client';
import { DIALECTS, type TestApp } from '../../test/harness';
import { PASSWORD, useOperatorsApp } from './operators.fixtures';

describe.each(DIALECTS)('operators and roles (%s)', (dialect) => {
  const { app, loginRaw, login, call, post, roles, addRole, addOperator, page, list, auditOf } =
    useOperatorsApp(dialect);
  let t: TestApp;
  beforeAll(() => {
    ({ t } = app);
  });

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
        secondFactor: false,
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
});
