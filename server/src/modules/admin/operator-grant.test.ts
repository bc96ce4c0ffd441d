import type { TDoneOrRequested, TOperatorAddAnswer } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { expectError, expectOk, freshKey, operatorWithKeys, request } from '../../test/client';
import { ADMIN, DIALECTS } from '../../test/harness';
import { PASSWORD, useOperatorsApp } from './operators.fixtures';

/**
 * Four eyes on who holds money permissions: an operator who would be active with money
 * permissions they did not hold (a new operator, another role, enabled again) waits for a second
 * operator, except the club's first such operator, whom nobody else could approve.
 */
describe.each(DIALECTS)('operators given money permissions (%s)', (dialect) => {
  const { app, loginRaw, login, post, roles, list, auditOf } = useOperatorsApp(dialect);

  const decide = (action: 'approve' | 'reject', id: number, token: string) =>
    request(app.t, 'POST', `/api/admin/base/operator/grant/${action}`, {
      token,
      body: { id },
      idempotencyKey: freshKey(),
    });
  const statusOf = async (username: string) => (await list({ username }))[0];

  it('makes the first other key-holder at once, then waits for a second key for each next one', async () => {
    const owners = (await roles()).find((r) => r.permissions.includes('*'))?.id as number;
    // Nobody but the first operator could approve: the deputy is made at once.
    const deputy = expectOk(
      await post<TOperatorAddAnswer>('operator/add', {
        username: 'deputy',
        password: PASSWORD,
        roleId: owners,
      }),
    );
    expect(deputy).toEqual({ id: expect.any(Number) });
    const deputyToken = await login('deputy');

    // A role with a money permission takes the deputy's approval too.
    const asked = expectOk(
      await post<{ requestId: number }>('role/add', {
        name: 'Cash desk',
        permissions: ['withdraw:order:*', 'base:dashboard:read'],
      }),
    );
    expectOk(
      await request(app.t, 'POST', '/api/admin/base/role/add/approve', {
        token: deputyToken,
        body: { id: asked.requestId },
        idempotencyKey: freshKey(),
      }),
    );
    const cashDesk = (await roles()).find((r) => r.name === 'Cash desk')?.id as number;

    // Now a second key exists: the cashier waits, disabled, and cannot sign in.
    const cashier = expectOk(
      await post<TOperatorAddAnswer>('operator/add', {
        username: 'cashier',
        password: PASSWORD,
        roleId: cashDesk,
      }),
    );
    if (!('requestId' in cashier)) throw new Error('the cashier should wait for a second key');
    expect(await statusOf('cashier')).toMatchObject({ status: 'disabled', roleName: 'Cash desk' });
    expectError(await loginRaw('cashier', PASSWORD), 'ADMIN_LOGIN_FAILED');
    expectError(await decide('approve', cashier.requestId, app.root), 'FOUR_EYES_SAME_OPERATOR');
    // The grant key without the role's own keys gives no second key.
    const hr = await operatorWithKeys(app.t, 'hr.desk', ['base:operator:update', 'base:approval:read']);
    expectError(await decide('approve', cashier.requestId, hr.token), 'FORBIDDEN', {
      permission: 'withdraw:order:*',
    });
    expect(expectOk(await decide('approve', cashier.requestId, deputyToken))).toEqual({
      requestId: cashier.requestId,
      state: 'applied',
    });
    expect(await statusOf('cashier')).toMatchObject({ status: 'active' });
    await login('cashier');
    const approved = (await auditOf(`admin:${cashier.id}`)).at(-1);
    expect(approved?.action).toBe('base:operator:update');
    expect(JSON.parse(approved?.after ?? '')).toMatchObject({
      status: 'active',
      requestId: cashier.requestId,
      proposedBy: ADMIN.username,
      approvedBy: 'deputy',
    });
    expectError(await decide('approve', cashier.requestId, deputyToken), 'ALREADY_DECIDED');
  });

  it('waits for another role or enabling again, makes the rest of the change at once, and goes stale', async () => {
    const desk = (await roles()).find((r) => r.name === 'Cash desk')?.id as number;
    const reader = expectOk(
      await post<{ id: number }>('role/add', { name: 'Reader', permissions: ['base:dashboard:read'] }),
    ).id;
    const clerk = expectOk(
      await post<TOperatorAddAnswer>('operator/add', {
        username: 'clerk',
        password: PASSWORD,
        roleId: reader,
      }),
    );
    expect(clerk).toEqual({ id: expect.any(Number) });
    const deputyToken = await login('deputy');

    // Another role with money permissions: the name changes now, the role once approved.
    const promote = expectOk(
      await post<TDoneOrRequested>('operator/update', {
        id: clerk.id,
        roleId: desk,
        displayName: 'Clerk K.',
      }),
    );
    expect(promote).toEqual({ requestId: expect.any(Number), state: 'waiting' });
    expect(await statusOf('clerk')).toMatchObject({ roleName: 'Reader', displayName: 'Clerk K.' });
    expectOk(await decide('approve', promote?.requestId ?? 0, deputyToken));
    expect(await statusOf('clerk')).toMatchObject({ roleName: 'Cash desk', status: 'active' });

    // Less, or disabled: at once. Enabled again: waits.
    expect(expectOk(await post('operator/update', { id: clerk.id, status: 'disabled' }))).toBeNull();
    const back = expectOk(
      await post<TDoneOrRequested>('operator/update', { id: clerk.id, status: 'active' }),
    );
    expect(back).toMatchObject({ state: 'waiting' });
    expect(await statusOf('clerk')).toMatchObject({ status: 'disabled' });
    // Changed meanwhile (another role while disabled): the request no longer says what it would do.
    expect(expectOk(await post('operator/update', { id: clerk.id, roleId: reader }))).toBeNull();
    expectError(await decide('approve', back?.requestId ?? 0, deputyToken), 'APPROVAL_OUTDATED');
    expect(await statusOf('clerk')).toMatchObject({ status: 'disabled', roleName: 'Reader' });
    expect(expectOk(await decide('reject', back?.requestId ?? 0, app.root))).toMatchObject({
      state: 'rejected',
    });
    // A role without money permissions is given at once.
    expect(expectOk(await post('operator/update', { id: clerk.id, status: 'active' }))).toBeNull();

    // Disabling the other key-holders does not make one operator the only key again.
    const deputy = (await statusOf('deputy')).id;
    expectOk(await post('operator/update', { id: deputy, status: 'disabled' }));
    const later = expectOk(
      await post<TOperatorAddAnswer>('operator/add', {
        username: 'teller',
        password: PASSWORD,
        roleId: desk,
      }),
    );
    expect(later).toMatchObject({ state: 'waiting' });
  });
});
