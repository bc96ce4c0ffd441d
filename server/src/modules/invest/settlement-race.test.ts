import { beforeAll, describe, expect, it, vi } from 'vitest';
import { expectOk, investor, operatorApi, updateSettings } from '../../test/client';
import { DIALECTS, type TestApp } from '../../test/harness';
import { DAY_S, money, useInvestApp } from './invest.fixtures';
import type { InvestmentRow } from './repo';

/**
 * What a run does between reading its due investments and claiming them: here, another run's whole
 * work, so the batch it read is stale when it claims it. Unset, a run reads as ever.
 */
const race = vi.hoisted(() => ({
  afterDueRead: undefined as undefined | ((rows: InvestmentRow[]) => Promise<InvestmentRow[]>),
}));

vi.mock('./repo', async (importOriginal) => {
  const repo = await importOriginal<typeof import('./repo')>();
  return {
    ...repo,
    dueInvestments: async (...args: Parameters<typeof repo.dueInvestments>) => {
      const rows = await repo.dueInvestments(...args);
      return race.afterDueRead ? race.afterDueRead(rows) : rows;
    },
  };
});

describe.each(DIALECTS)('settlement racing another run (%s)', (dialect) => {
  const { app, ledgerOk, project, invest, wallets } = useInvestApp(dialect);
  let t: TestApp;
  beforeAll(() => {
    ({ t } = app);
  });

  const revenue = async (projectId: number, amount: number) =>
    expectOk(
      await money(await operatorApi(t), 'finance/proj/revenue', {
        projectId,
        amount,
        source: 'subsidy',
        memo: 'repayment',
      }),
    );
  const runSettlement = () => t.services.settlement.settle(t.clock.now());
  const daysPaid = async (projectId: number) =>
    (
      await t.db
        .selectFrom('investments')
        .select(['id', 'days_paid'])
        .where('project_id', '=', projectId)
        .orderBy('id')
        .execute()
    ).map((r) => r.days_paid);
  /** Each paid part of a schedule day, with how many payout rows and ledger entries it has (1 each when paid once). */
  const paidParts = async (projectId: number) => {
    const ids = (
      await t.db.selectFrom('investments').select('id').where('project_id', '=', projectId).execute()
    ).map((r) => r.id);
    const payouts = await t.db
      .selectFrom('investment_payouts')
      .select(['investment_id', 'day', 'type', 'entry_id'])
      .where('investment_id', 'in', ids)
      .execute();
    const entries = await t.db
      .selectFrom('ledger_entries')
      .select('request_key')
      .where(
        'request_key',
        'in',
        payouts.map((p) => `payout:${p.investment_id}:${p.day}`),
      )
      .execute();
    return { payouts, entries };
  };
  const shortfallOf = async (projectId: number) =>
    (
      await t.db
        .selectFrom('projects')
        .select('shortfall_since')
        .where('id', '=', projectId)
        .executeTakeFirstOrThrow()
    ).shortfall_since;
  const waitingNotices = async (projectId: number) =>
    (
      await t.db.selectFrom('messages').select('params').where('kind', '=', 'project_waiting').execute()
    ).filter((m) => JSON.parse(m.params).projectId === projectId);

  it('pays a batch again day by day when another run claimed part of it after it was read, without marking the project short', async () => {
    const id = await project({ amount: 200_000, repayType: 'PIOARB', cycleDays: 2 });
    const a = await investor(t);
    const b = await investor(t);
    expectOk(await invest(a.tokens.token, id, 100_000));
    t.clock.advance(60);
    expectOk(await invest(b.tokens.token, id, 100_000));
    // Exactly the two day-1 dividends (100 each): counting the first one twice leaves none for the second.
    await revenue(id, 200);
    t.clock.advance(DAY_S + 120);
    const income = { a: (await wallets(a.id)).income, b: (await wallets(b.id)).income };

    let staleBatch: number[] = [];
    race.afterDueRead = async (rows) => {
      // The other run sees only the older investment and pays its day 1, after this run read both.
      race.afterDueRead = async (theirs) => {
        race.afterDueRead = undefined;
        return theirs.filter((r) => r.id === rows[0].id);
      };
      await runSettlement();
      staleBatch = rows.map((r) => r.days_paid);
      return rows;
    };
    try {
      await runSettlement();
    } finally {
      race.afterDueRead = undefined;
    }

    expect(staleBatch).toEqual([0, 0]);
    expect(await daysPaid(id)).toEqual([1, 1]);
    expect((await wallets(a.id)).income - income.a).toBe(100);
    expect((await wallets(b.id)).income - income.b).toBe(100);
    const { payouts, entries } = await paidParts(id);
    expect(payouts.map((p) => [p.day, p.type])).toEqual([
      [1, 'DIVIDEND'],
      [1, 'DIVIDEND'],
    ]);
    expect(entries).toHaveLength(2);
    expect(await shortfallOf(id)).toBeNull();
    expect(await waitingNotices(id)).toEqual([]);
    await ledgerOk();
  });

  it('pays every due day exactly once when three runs race over many batches', async () => {
    await updateSettings(t, { values: { settlementBatchSize: 3 } });
    try {
      const id = await project({ amount: 1_000_000 });
      await revenue(id, 50_000);
      const members = [await investor(t), await investor(t), await investor(t)];
      const made: number[] = [];
      for (let i = 0; i < 10; i++) {
        const m = members[i % members.length];
        made.push(expectOk(await invest(m.tokens.token, id, 10_000 * (i + 1))).id);
        t.clock.advance(1);
      }
      const start = await Promise.all(members.map(async (m) => (await wallets(m.id)).income));
      for (let day = 1; day <= 3; day++) {
        t.clock.advance(DAY_S);
        await Promise.all([runSettlement(), runSettlement(), runSettlement()]);
        expect(await daysPaid(id)).toEqual(made.map(() => day));
      }
      const { payouts, entries } = await paidParts(id);
      // A 3-day LINEAR schedule: interest and principal each day, one entry per day.
      expect(payouts).toHaveLength(10 * 3 * 2);
      expect(new Set(payouts.map((p) => `${p.investment_id}:${p.day}:${p.type}`)).size).toBe(10 * 3 * 2);
      expect(entries).toHaveLength(10 * 3);
      // Every principal back, plus 0.1 % a day on the principal still out: 3 + 2 + 1 thousandths of a third.
      const end = await Promise.all(members.map(async (m) => (await wallets(m.id)).income));
      const paid = end.reduce((sum, v, i) => sum + v - start[i], 0);
      const invested = made.reduce((sum, _, i) => sum + 10_000 * (i + 1), 0);
      expect(paid).toBeGreaterThan(invested);
      const interest = await t.db
        .selectFrom('investments')
        .select(['status', 'principal', 'principal_paid', 'interest_paid', 'interest_total'])
        .where('project_id', '=', id)
        .execute();
      for (const inv of interest) {
        expect(inv).toMatchObject({ status: 'completed', principal_paid: inv.principal });
        expect(inv.interest_paid).toBe(inv.interest_total);
      }
      expect(paid).toBe(invested + interest.reduce((sum, inv) => sum + inv.interest_paid, 0));
      expect(await shortfallOf(id)).toBeNull();
      await ledgerOk();
    } finally {
      await updateSettings(t, { reset: ['settlementBatchSize'] });
    }
  });
});
