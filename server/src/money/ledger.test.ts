import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberIdOf, registerMember } from '../test/client';
import { createTestApp, DIALECTS, type TestApp } from '../test/harness';
import { memberWallet, platform } from './accounts';
import { postEntries, postEntry } from './ledger';
import { memberBalances } from './ledger-repo';
import { verifyLedger } from './verify';

describe.each(DIALECTS)('the ledger (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  async function memberId() {
    const m = await registerMember(t);
    return memberIdOf(t, m.phone);
  }

  const move = (
    from: ReturnType<typeof platform> | ReturnType<typeof memberWallet>,
    to: typeof from,
    amount: number,
  ) =>
    t.db.transaction().execute((trx) =>
      // An operator's adjustment: recharge and withdrawal entries belong to orders (verifyOrders).
      postEntry(trx, {
        type: 'SYSTEM',
        actor: 'system',
        now: t.clock.now(),
        postings: [
          { account: from, amount: -amount },
          { account: to, amount },
        ],
      }),
    );

  async function expectLedgerHolds() {
    const checks = await verifyLedger(t.db);
    expect(checks.filter((c) => !c.ok)).toEqual([]);
  }

  it('cannot be written outside a transaction: postEntry takes a Trx, which the database is not', () => {
    const entry = { type: 'SYSTEM' as const, actor: 'system', now: 0, postings: [] };
    // @ts-expect-error: a ledger write outside a transaction must not compile (tsc checks this line).
    const outside = () => postEntry(t.db, entry);
    expect(typeof outside).toBe('function');
  });

  it('refuses entries that do not balance, and keeps balances with balance-after on each line', async () => {
    const id = await memberId();
    await expect(
      t.db.transaction().execute((trx) =>
        postEntry(trx, {
          type: 'RECHARGE',
          actor: 'system',
          now: t.clock.now(),
          postings: [
            { account: memberWallet(id, 'recharge'), amount: 100 },
            { account: platform('cash'), amount: -99 },
          ],
        }),
      ),
    ).rejects.toThrow(/balance/);
    await move(platform('cash'), memberWallet(id, 'recharge'), 10_000);
    await move(memberWallet(id, 'recharge'), platform('cash'), 2_500);
    expect((await memberBalances(t.db, id)).get('recharge')).toBe(7_500);
    const lines = await t.db
      .selectFrom('ledger_postings as p')
      .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
      .select(['p.amount', 'p.balance_after'])
      .where('a.owner_id', '=', id)
      .orderBy('p.id')
      .execute();
    expect(lines).toEqual([
      { amount: 10_000, balance_after: 10_000 },
      { amount: -2_500, balance_after: 7_500 },
    ]);
    await expectLedgerHolds();
  });

  it('never overdraws a wallet when 20 debits race for one balance', async () => {
    const id = await memberId();
    await move(platform('cash'), memberWallet(id, 'recharge'), 5_000);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => move(memberWallet(id, 'recharge'), platform('cash'), 1_000)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect(refused.every((r) => r.reason.errorName === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect((await memberBalances(t.db, id)).get('recharge')).toBe(0);
    await expectLedgerHolds();
  });

  it('posts one entry per request key', async () => {
    const id = await memberId();
    const post = () =>
      t.db.transaction().execute((trx) =>
        postEntry(trx, {
          type: 'SYSTEM',
          actor: 'system',
          now: t.clock.now(),
          requestKey: `test:${id}`,
          postings: [
            { account: memberWallet(id, 'internal'), amount: 300 },
            { account: platform('promotion'), amount: -300 },
          ],
        }),
      );
    await post();
    await expect(post()).rejects.toThrow();
    expect((await memberBalances(t.db, id)).get('internal')).toBe(300);
    await expectLedgerHolds();
  });

  it('detects a cached balance that drifted from its postings', async () => {
    const id = await memberId();
    await move(platform('cash'), memberWallet(id, 'income'), 1_000);
    await t.db
      .updateTable('ledger_accounts')
      .set({ balance: 999 })
      .where('owner_id', '=', id)
      .where('kind', '=', 'income')
      .execute();
    const failed = (await verifyLedger(t.db)).filter((c) => !c.ok).map((c) => c.name);
    expect(failed).toContain('every cached balance equals the sum of its postings');
    await t.db
      .updateTable('ledger_accounts')
      .set({ balance: 1_000 })
      .where('owner_id', '=', id)
      .where('kind', '=', 'income')
      .execute();
    await expectLedgerHolds();
  });

  it('keeps every invariant through random recharges, withdrawals and promotional credits', async () => {
    const ids = [await memberId(), await memberId()];
    const op = fc.record({
      kind: fc.constantFrom('recharge', 'withdraw', 'promo', 'spendPromo'),
      who: fc.integer({ min: 0, max: 1 }),
      amount: fc.integer({ min: 1, max: 50_000 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const model = new Map<string, number>();
        for (const id of ids) {
          const b = await memberBalances(t.db, id);
          model.set(`${id}:recharge`, b.get('recharge') ?? 0);
          model.set(`${id}:internal`, b.get('internal') ?? 0);
        }
        for (const o of ops) {
          const id = ids[o.who];
          const key = o.kind === 'promo' || o.kind === 'spendPromo' ? `${id}:internal` : `${id}:recharge`;
          const before = model.get(key) ?? 0;
          const sign = o.kind === 'recharge' || o.kind === 'promo' ? 1 : -1;
          const wallet = memberWallet(
            id,
            o.kind === 'promo' || o.kind === 'spendPromo' ? 'internal' : 'recharge',
          );
          const other = platform(o.kind === 'promo' || o.kind === 'spendPromo' ? 'promotion' : 'cash');
          const attempt = sign > 0 ? move(other, wallet, o.amount) : move(wallet, other, o.amount);
          if (sign < 0 && before < o.amount) {
            await expect(attempt).rejects.toMatchObject({ errorName: 'INSUFFICIENT_BALANCE' });
          } else {
            await attempt;
            model.set(key, before + sign * o.amount);
          }
        }
        for (const id of ids) {
          const b = await memberBalances(t.db, id);
          expect(b.get('recharge') ?? 0).toBe(model.get(`${id}:recharge`));
          expect(b.get('internal') ?? 0).toBe(model.get(`${id}:internal`));
        }
        await expectLedgerHolds();
      }),
      { numRuns: 15 },
    );
  });
  it('posts a batch of entries as one by one: the same balances and balances after, ids in order', async () => {
    const [a, b] = [await memberId(), await memberId()];
    const now = t.clock.now();
    const credit = (to: number, amount: number, key: string) => ({
      type: 'SYSTEM' as const,
      actor: 'system',
      now,
      requestKey: key,
      postings: [
        { account: platform('cash'), amount: -amount },
        { account: memberWallet(to, 'income'), amount },
      ],
    });
    const ids = await t.db
      .transaction()
      .execute((trx) =>
        postEntries(trx, [credit(a, 100, 'batch-1'), credit(b, 250, 'batch-2'), credit(a, 40, 'batch-3')]),
      );
    const entries = await t.db
      .selectFrom('ledger_entries')
      .select(['id', 'request_key'])
      .where('id', 'in', ids)
      .execute();
    expect(ids.map((id) => entries.find((e) => e.id === id)?.request_key)).toEqual([
      'batch-1',
      'batch-2',
      'batch-3',
    ]);
    expect((await memberBalances(t.db, a)).get('income')).toBe(140);
    expect((await memberBalances(t.db, b)).get('income')).toBe(250);
    const afterA = await t.db
      .selectFrom('ledger_postings')
      .select('balance_after')
      .where('entry_id', 'in', [ids[0], ids[2]])
      .where('amount', '>', 0)
      .orderBy('id')
      .execute();
    expect(afterA.map((r) => Number(r.balance_after))).toEqual([100, 140]);

    // A wallet that would dip below zero at any posting, even if a later one refills it, stops the batch.
    const spend = (from: number, amount: number, key: string) => ({
      ...credit(from, amount, key),
      postings: [
        { account: memberWallet(from, 'income'), amount: -amount },
        { account: platform('cash'), amount },
      ],
    });
    await expect(
      t.db
        .transaction()
        .execute((trx) => postEntries(trx, [spend(b, 300, 'batch-4'), credit(b, 100, 'batch-5')])),
    ).rejects.toMatchObject({ errorName: 'INSUFFICIENT_BALANCE' });
    expect((await memberBalances(t.db, b)).get('income')).toBe(250);
    await expectLedgerHolds();
  });
});
