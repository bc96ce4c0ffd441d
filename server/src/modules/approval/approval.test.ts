import {
  ErrorCode,
  type TApprovalDecided,
  type TApprovalItem,
  type TApprovalRequested,
  type TMarketingBudget,
  type TPaged,
  type TRoleItem,
} from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../money/verify';
import {
  api,
  type Client,
  expectError,
  expectOk,
  freshKey,
  memberIdOf,
  operatorApi,
  operatorWithKeys,
  registerMember,
  secondOperatorApi,
} from '../../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../../test/harness';

/**
 * Four eyes on the money decisions that are requests (a balance adjustment, a marketing-budget
 * top-up, a role created with a money permission or a change of one): the first operator's call
 * moves nothing; another operator holding the same key approves it, and it is applied once; either,
 * or any other who holds the key, may refuse it.
 */
describe.each(DIALECTS)('second approvals (%s)', (dialect) => {
  let t: TestApp;
  let ops: Client;
  let second: Client;
  let clerk: Client;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    ops = await operatorApi(t);
    second = await secondOperatorApi(t);
    const asClerk = await operatorWithKeys(t, 'clerk', ['funds:credit:internal', 'base:approval:read']);
    clerk = api(t, { prefix: '/api/admin/', token: asClerk.token });
  });
  afterAll(async () => {
    expect((await verifyLedger(t.db)).filter((c) => !c.ok)).toEqual([]);
    await t.close();
  });

  const key = () => ({ idempotencyKey: freshKey() });
  const decide = (by: Client, prefix: string, action: 'approve' | 'reject', id: number, reason?: string) =>
    by.post<TApprovalDecided>(`${prefix}/${action}`, { id, ...(reason ? { reason } : {}) }, key());
  const queue = async (body: object = {}, by = ops) =>
    expectOk(await by.post<TPaged<TApprovalItem>>('base/approval/page', { size: 100, ...body }));
  const item = async (id: number) => (await queue()).list.find((i) => i.id === id);
  const auditOf = async (target: string) =>
    (
      await t.db
        .selectFrom('audit_log')
        .select(['actor_id', 'action', 'after'])
        .where('target', '=', target)
        .orderBy('id')
        .execute()
    ).map((l) => ({ actor: l.actor_id, action: l.action, after: JSON.parse(l.after ?? 'null') }));

  it('applies a balance adjustment only on a second operator’s approval, once when two approve at once', async () => {
    const m = await registerMember(t);
    const userId = await memberIdOf(t, m.phone);
    const internal = async () => (await t.services.funds.income(userId)).internal;
    const body = { userId, amount: 250_000, reason: 'Goodwill for the outage' };
    const asked = expectOk(await ops.post<TApprovalRequested>('funds/credit/internal', body, key()));
    expect(asked.state).toBe('waiting');
    expect(await internal()).toBe(0);
    expect(await item(asked.requestId)).toMatchObject({
      kind: 'funds-credit',
      state: 'waiting',
      amount: 250_000,
      proposedBy: 'operator',
      decidedBy: null,
      details: { userId, amount: 250_000, reason: 'Goodwill for the outage' },
    });

    // Not by the operator who asked, not under another kind's route, not without the key.
    expectError(await decide(ops, 'funds/credit', 'approve', asked.requestId), 'FOUR_EYES_SAME_OPERATOR', {});
    expectError(await decide(second, 'finance/marketing', 'approve', asked.requestId), 'NOT_FOUND');
    const viewer = await operatorWithKeys(t, 'viewer', ['base:approval:read']);
    const asViewer = api(t, { prefix: '/api/admin/', token: viewer.token });
    expect((await queue({}, asViewer)).list.some((i) => i.id === asked.requestId)).toBe(true);
    expectError(await decide(asViewer, 'funds/credit', 'approve', asked.requestId), 'FORBIDDEN');
    expect(await internal()).toBe(0);

    // Two other operators approve at once: one applies it, the other is told it is decided.
    const answers = await Promise.all([
      decide(second, 'funds/credit', 'approve', asked.requestId),
      decide(clerk, 'funds/credit', 'approve', asked.requestId),
    ]);
    expect(answers.map((a) => a.body.code).sort()).toEqual(
      [ErrorCode.SUCCESS, ErrorCode.ALREADY_DECIDED].sort(),
    );
    const won = answers.find((a) => a.body.code === ErrorCode.SUCCESS);
    expect(won?.body.data).toEqual({ requestId: asked.requestId, state: 'applied' });
    expect(await internal()).toBe(250_000);
    const entries = await t.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('request_key', '=', `approval:${asked.requestId}`)
      .execute();
    expect(entries).toHaveLength(1);
    const approver = answers[0] === won ? 'second.key' : 'clerk';
    expect(await item(asked.requestId)).toMatchObject({ state: 'applied', decidedBy: approver });
    expectError(await decide(second, 'funds/credit', 'reject', asked.requestId), 'ALREADY_DECIDED');

    // The audit log names both operators: the request, its approval, and the credit it made.
    const request = await auditOf(`approval:${asked.requestId}`);
    expect(request.map((l) => l.action)).toEqual([
      'approval:funds-credit:propose',
      'approval:funds-credit:approve',
    ]);
    expect(request[0].actor).toBe(1);
    expect(request[1].after).toEqual({ state: 'applied', proposedBy: 'operator', approvedBy: approver });
    expect((await auditOf(`user:${userId}`)).at(-1)).toMatchObject({
      action: 'funds:credit:internal',
      after: { amount: 250_000, requestId: asked.requestId, proposedBy: 'operator', approvedBy: approver },
    });
  });

  it('lets the operator who asked for a top-up, or another, refuse it; only an approved one funds the budget', async () => {
    const balance = async () =>
      expectOk(await ops.post<TMarketingBudget>('finance/marketing/budget', {})).balance;
    const start = await balance();
    const ask = async (amount: number) =>
      expectOk(
        await ops.post<TApprovalRequested>(
          'finance/marketing/contribute',
          { amount, source: 'Sponsor, Studio North' },
          key(),
        ),
      ).requestId;
    const prefix = 'finance/marketing';

    const withdrawn = await ask(10_000);
    expect(expectOk(await decide(ops, prefix, 'reject', withdrawn, 'Typed the wrong amount'))).toEqual({
      requestId: withdrawn,
      state: 'rejected',
    });
    expectError(await decide(second, prefix, 'approve', withdrawn), 'ALREADY_DECIDED');
    const refused = await ask(20_000);
    expectOk(await decide(second, prefix, 'reject', refused));
    expect(await balance()).toBe(start);

    const approved = await ask(30_000);
    expect(await balance()).toBe(start);
    expectOk(await decide(second, prefix, 'approve', approved));
    expect(await balance()).toBe(start + 30_000);

    const rejected = await queue({ state: 'rejected', kind: 'marketing-contribute' });
    expect(rejected.list.map((i) => [i.id, i.decidedBy, i.reason])).toEqual([
      [refused, 'second.key', null],
      [withdrawn, 'operator', 'Typed the wrong amount'],
    ]);
    expect((await queue({ state: 'waiting', kind: 'marketing-contribute' })).list).toEqual([]);
  });

  it('holds a role created with a money permission, or a change of one, for a second operator', async () => {
    const roles = async () => expectOk(await ops.get<TRoleItem[]>('base/role/list'));
    const role = async (name: string) => (await roles()).find((r) => r.name === name);
    const ask = async (path: string, body: object) =>
      expectOk(await ops.post<TApprovalRequested | { id: number } | null>(`base/role/${path}`, body));

    // No money permission: made at once. With one (a wildcard counts, and so does editing roles): a request.
    expect(await ask('add', { name: 'Readers', permissions: ['cms:content:read'] })).toHaveProperty('id');
    for (const permissions of [['withdraw:order:approve'], ['finance:*:*'], ['base:role:update'], ['*']]) {
      const answer = await ask('add', { name: `Money ${permissions[0]}`, permissions });
      expect(answer, permissions[0]).toMatchObject({ state: 'waiting' });
      expect(await role(`Money ${permissions[0]}`)).toBeUndefined();
    }
    const payouts = (await ask('add', {
      name: 'Payouts',
      permissions: ['withdraw:order:approve'],
    })) as TApprovalRequested;
    expect(await item(payouts.requestId)).toMatchObject({
      kind: 'role-add',
      details: { name: 'Payouts', permissions: ['withdraw:order:approve'] },
    });
    expectError(await decide(ops, 'base/role/add', 'approve', payouts.requestId), 'FOUR_EYES_SAME_OPERATOR');
    expectError(await decide(clerk, 'base/role/add', 'approve', payouts.requestId), 'FORBIDDEN');
    expectOk(await decide(second, 'base/role/add', 'approve', payouts.requestId));
    const made = await role('Payouts');
    expect(made?.permissions).toEqual(['withdraw:order:approve']);
    expect((await auditOf(`role:${made?.id}`))[0]).toMatchObject({
      action: 'base:role:add',
      after: { name: 'Payouts', proposedBy: 'operator', approvedBy: 'second.key' },
    });

    // A rename, or keys that leave the money permissions as they are: at once. Adding or taking one: a request.
    const readers = (await role('Readers'))?.id as number;
    expect(await ask('update', { id: readers, name: 'Content readers' })).toBeNull();
    const grant = (await ask('update', {
      id: readers,
      permissions: ['cms:content:read', 'funds:credit:internal'],
    })) as TApprovalRequested;
    expect(grant.state).toBe('waiting');
    expect((await role('Content readers'))?.permissions).toEqual(['cms:content:read']);
    const take = (await ask('update', {
      id: made?.id,
      permissions: ['withdraw:order:read'],
    })) as TApprovalRequested;
    expect(await item(take.requestId)).toMatchObject({
      kind: 'role-update',
      details: { roleName: 'Payouts', before: ['withdraw:order:approve'], after: ['withdraw:order:read'] },
    });
    expectOk(await decide(second, 'base/role/update', 'approve', take.requestId));
    expect((await role('Payouts'))?.permissions).toEqual(['withdraw:order:read']);

    // The role changed since the grant was asked for: it is not applied over that change.
    expect(await ask('update', { id: readers, permissions: ['cms:content:*'] })).toBeNull();
    expectError(
      await decide(second, 'base/role/update', 'approve', grant.requestId),
      'APPROVAL_OUTDATED',
      {},
    );
    expect(await item(grant.requestId)).toMatchObject({ state: 'waiting' });
    expect((await role('Content readers'))?.permissions).toEqual(['cms:content:*']);
    expectOk(await decide(ops, 'base/role/update', 'reject', grant.requestId, 'Asked again'));

    // Nobody gives the second key to a change of their own role's keys.
    const own = (await role('Second key'))?.id as number;
    const demote = (await ask('update', { id: own, permissions: ['cms:*:*'] })) as TApprovalRequested;
    expectError(await decide(second, 'base/role/update', 'approve', demote.requestId), 'CANNOT_CHANGE_SELF');
    expect((await role('Second key'))?.permissions).toEqual(['*']);
  });
});
