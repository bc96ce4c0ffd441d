import { ErrorCode, type ErrorName, type TInvestCheck } from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  creditInternal,
  expectError,
  expectOk,
  freshKey,
  investor,
  registerMember,
  signIn,
} from '../../test/client';
import { DIALECTS, type TestApp } from '../../test/harness';
import { DAY_S, useInvestApp } from './invest.fixtures';

describe.each(DIALECTS)('investing (%s)', (dialect) => {
  const { app, ledgerOk, project, invest, detail, wallets } = useInvestApp(dialect);
  let t: TestApp;
  beforeAll(() => {
    ({ t } = app);
  });

  const revoke = (token: string, investmentId: number) =>
    api(t).post('finance/invest/revoke', { investmentId }, { token, idempotencyKey: freshKey() });
  const check = (token: string, projectId: number, amount: number) =>
    api(t).post<TInvestCheck>('finance/invest/check', { projectId, amount }, { token });

  it('shows the exact schedule before investing, and every failing precondition with its own code', async () => {
    const id = await project();
    const m = await registerMember(t);
    const shown = expectOk(await check(m.tokens.token, id, 100_000));
    expect(shown.schedule.map((s) => [s.day, s.principal, s.interest, s.type])).toEqual([
      [1, 33_333, 100, 'INTEREST'],
      [2, 33_333, 67, 'INTEREST'],
      [3, 33_334, 33, 'INTEREST'],
    ]);
    expect(shown).toMatchObject({
      totalPrincipal: 100_000,
      totalInterest: 200,
      dailyRate: '0.001',
      annualRate: '0.365',
      riskAcceptanceRequired: true,
    });
    expect(shown.riskWarning).toContain('not guaranteed');
    expect(shown.riskWarning).toContain('Box office may disappoint.');
    const blockers = [
      'MEMBERSHIP_REQUIRED',
      'CARD_NOT_VERIFIED',
      'PAY_PASSWORD_NOT_SET',
      'INSUFFICIENT_BALANCE',
    ] as const;
    expect(shown.blockers.map((b) => [b.name, b.code])).toEqual(
      blockers.map((name) => [name, ErrorCode[name]]),
    );
    expectError(await invest(m.tokens.token, id, 100_000), 'MEMBERSHIP_REQUIRED');

    const ready = await investor(t);
    const token = ready.tokens.token;
    const amounts: [number, ErrorName, string][] = [
      [5_000, 'INVEST_BELOW_MINIMUM', 'The minimum investment is 100.00'],
      [15_000, 'INVEST_NOT_MULTIPLE', 'The amount must be a multiple of 100.00'],
      [1_010_000, 'INVEST_OVER_SCALE', 'Only 10,000.00 is still open in this project'],
    ];
    for (const [amount, name, message] of amounts) {
      expect(expectOk(await check(token, id, amount)).blockers.map((b) => b.message)).toContain(message);
      const refused = await invest(token, id, amount);
      expectError(refused, name);
      expect(refused.body.message).toBe(message);
    }
    const later = await project({
      fundraisingStartAt: new Date(t.clock.now() + DAY_S * 1000).toISOString(),
      fundraisingEndAt: new Date(t.clock.now() + 5 * DAY_S * 1000).toISOString(),
    });
    const notYet = await invest(token, later, 10_000);
    expectError(notYet, 'PROJECT_NOT_STARTED');
    expect(notYet.body.message).toBe('Project has not started fundraising');
    const before = await wallets(ready.id);
    expectError(await invest(token, id, 10_000, undefined, false), 'RISK_NOT_ACCEPTED');
    expect((await wallets(ready.id)).available).toBe(before.available);
    const wrongPin = await api(t).post(
      'finance/invest/invest',
      { projectId: id, amount: 10_000, payPassword: '000000', acceptRisk: true },
      { token, idempotencyKey: freshKey() },
    );
    expectError(wrongPin, 'PAY_PASSWORD_WRONG');
    expectOk(await invest(token, id, 10_000));
    // The warning is acknowledged once; the next investment does not ask again.
    expectOk(await invest(token, id, 10_000, undefined, false));
    expect((await wallets(ready.id)).available).toBe(before.available - 20_000);
    expect(expectOk(await detail(id, { token }))).toMatchObject({
      raised: 20_000,
      progressRate: '0.0200',
      investorCount: 1,
      state: 'participated',
      position: { invested: 20_000, investments: 2 },
    });
    await ledgerOk();
  });

  it('invests once for the same Idempotency-Key, and refuses the key with another body', async () => {
    const id = await project();
    const m = await investor(t);
    const first = await invest(m.tokens.token, id, 30_000, 'same-key');
    const again = await invest(m.tokens.token, id, 30_000, 'same-key');
    expect(again).toEqual(first);
    expectError(await invest(m.tokens.token, id, 40_000, 'same-key'), 'IDEMPOTENCY_CONFLICT');
    const count = await t.db.selectFrom('investments').select('id').where('user_id', '=', m.id).execute();
    expect(count).toHaveLength(1);
    expect((await wallets(m.id)).available).toBe(1_000_000 - 10_000 - 30_000);
  });

  it('holds the scale against 20 concurrent investors', { timeout: 120_000 }, async () => {
    const id = await project({ amount: 100_000, single: 10_000 });
    const members = [];
    for (let i = 0; i < 20; i++) members.push(await investor(t, { recharge: 50_000 }));
    const results = await Promise.all(members.map((m) => invest(m.tokens.token, id, 10_000)));
    const codes = results.map((r) => r.body.code);
    expect(codes.filter((c) => c === ErrorCode.SUCCESS)).toHaveLength(10);
    for (const c of codes.filter((c) => c !== ErrorCode.SUCCESS)) {
      expect([ErrorCode.PROJECT_NOT_FUNDRAISING, ErrorCode.INVEST_OVER_SCALE]).toContain(c);
    }
    const p = await t.db
      .selectFrom('projects')
      .select(['raised', 'scale'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(p.raised).toBe(100_000);
    expect(expectOk(await detail(id))).toMatchObject({
      raised: 100_000,
      progressRate: '1.0000',
      investorCount: 10,
      phase: 'running',
    });
    await ledgerOk();
  });

  it('revokes inside the reflection period back to the wallets the money came from, and not after', async () => {
    const id = await project();
    const m = await investor(t, { recharge: 100_000 });
    await creditInternal(t, { userId: m.id, amount: 5_000, reason: 'welcome credit' });
    const before = await wallets(m.id);
    const made = expectOk(await invest(m.tokens.token, id, 20_000));
    expect(await wallets(m.id)).toMatchObject({ internal: 0, recharge: before.recharge - 15_000 });
    const other = await investor(t);
    expectError(await revoke(other.tokens.token, made.id), 'NOT_FOUND');
    expectOk(await revoke(m.tokens.token, made.id));
    expect(await wallets(m.id)).toMatchObject({
      internal: 5_000,
      recharge: before.recharge,
      totalAssets: before.totalAssets,
    });
    expectError(await revoke(m.tokens.token, made.id), 'REVOKE_CLOSED');
    expect(
      (await t.db.selectFrom('projects').select('raised').where('id', '=', id).executeTakeFirstOrThrow())
        .raised,
    ).toBe(0);

    const kept = expectOk(await invest(m.tokens.token, id, 10_000));
    t.clock.advance(25 * 3600);
    expectError(await revoke(await signIn(t, m), kept.id), 'REVOKE_CLOSED');
    await ledgerOk();
  });
});
