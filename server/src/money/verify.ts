import { sql } from 'kysely';
import type { Db } from '../db';

/** `key` names the check for translated screens; `name` is its English wording for logs and scripts. */
export type Check = { key: string; name: string; ok: boolean; detail: string };

/**
 * The ledger's invariants (PRODUCT.md §2), checked from the raw tables: every entry balances, the
 * postings as a whole sum to zero, every cached balance equals the sum of its postings, no member
 * wallet or project account is negative, and no request moved money twice. Then the ledger against
 * the world it records (`verifyOrders`): what providers told us, the orders and the investments.
 */
export async function verifyLedger(db: Db): Promise<Check[]> {
  const checks: Check[] = [];

  const unbalanced = await db
    .selectFrom('ledger_postings')
    .select(['entry_id', (eb) => eb.fn.sum<number>('amount').as('total')])
    .groupBy('entry_id')
    .having((eb) => eb.fn.sum('amount'), '!=', 0)
    .limit(10)
    .execute();
  const entries = await db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  checks.push({
    key: 'entriesBalance',
    name: 'every entry balances to zero',
    ok: unbalanced.length === 0,
    detail:
      unbalanced.length === 0
        ? `${Number(entries.n)} entries`
        : `unbalanced entries: ${unbalanced.map((u) => u.entry_id).join(', ')}`,
  });

  const thin = await db
    .selectFrom('ledger_entries')
    .leftJoin('ledger_postings', 'ledger_postings.entry_id', 'ledger_entries.id')
    .select(['ledger_entries.id', (eb) => eb.fn.count<number>('ledger_postings.id').as('n')])
    .groupBy('ledger_entries.id')
    .having((eb) => eb.fn.count('ledger_postings.id'), '<', 2)
    .limit(10)
    .execute();
  checks.push({
    key: 'entriesHavePostings',
    name: 'every entry has at least two postings',
    ok: thin.length === 0,
    detail: thin.length === 0 ? 'ok' : `entries: ${thin.map((t) => t.id).join(', ')}`,
  });

  const total = await db
    .selectFrom('ledger_postings')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'))
    .executeTakeFirstOrThrow();
  checks.push({
    key: 'postingsSumToZero',
    name: 'all postings sum to zero',
    ok: Number(total.total) === 0,
    detail: `sum ${Number(total.total)}`,
  });

  const drift = await db
    .selectFrom('ledger_accounts as a')
    .leftJoin('ledger_postings as p', 'p.account_id', 'a.id')
    .select([
      'a.id',
      'a.balance',
      (eb) => eb.fn.coalesce(eb.fn.sum<number>('p.amount'), sql<number>`0`).as('posted'),
    ])
    .groupBy(['a.id', 'a.balance'])
    .having((eb) => eb(eb.fn.coalesce(eb.fn.sum('p.amount'), sql`0`), '!=', eb.ref('a.balance')))
    .limit(10)
    .execute();
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  checks.push({
    key: 'balancesMatchPostings',
    name: 'every cached balance equals the sum of its postings',
    ok: drift.length === 0,
    detail:
      drift.length === 0
        ? `${Number(accounts.n)} accounts`
        : drift.map((d) => `account ${d.id}: cached ${d.balance}, posted ${Number(d.posted)}`).join('; '),
  });

  const negative = await db
    .selectFrom('ledger_accounts')
    .select(['id', 'owner_kind', 'owner_id', 'kind', 'balance'])
    .where((eb) => eb.or([eb('owner_kind', '!=', 'platform'), eb('kind', '=', 'marketing')]))
    .where('balance', '<', 0)
    .limit(10)
    .execute();
  checks.push({
    key: 'noNegativeBalance',
    name: 'no member wallet, project account or the marketing budget is negative',
    ok: negative.length === 0,
    detail:
      negative.length === 0
        ? 'ok'
        : negative.map((n) => `${n.owner_kind} ${n.owner_id} ${n.kind}: ${n.balance}`).join('; '),
  });

  const repeated = await db
    .selectFrom('ledger_entries')
    .select(['request_key', (eb) => eb.fn.countAll<number>().as('n')])
    .where('request_key', 'is not', null)
    .groupBy('request_key')
    .having((eb) => eb.fn.countAll(), '>', 1)
    .limit(10)
    .execute();
  checks.push({
    key: 'requestsPostOnce',
    name: 'every money-moving request appears once',
    ok: repeated.length === 0,
    detail: repeated.length === 0 ? 'ok' : `repeated: ${repeated.map((r) => r.request_key).join(', ')}`,
  });

  checks.push(...(await verifyOrders(db)));
  return checks;
}

const LIST_LIMIT = 10;

/** One check from the rows that break it (at most LIST_LIMIT are listed). */
function found<T>(key: string, name: string, rows: T[], describe: (row: T) => string): Check {
  return {
    key,
    name,
    ok: rows.length === 0,
    detail: rows.length === 0 ? 'ok' : rows.slice(0, LIST_LIMIT).map(describe).join('; '),
  };
}

/**
 * The ledger tied to the outside world, so a lost or doubled payment shows even when every entry
 * balances: each provider callback was applied; each accepted provider transaction is one credit or
 * one payout; a recharge is `success` exactly when it has its one credit; each withdrawal has one
 * hold and, once decided, one payout or one return; each investment one INVESTED entry and, if
 * revoked, one REVOKE.
 */
async function verifyOrders(db: Db): Promise<Check[]> {
  const unapplied = await sql<{ provider: string; direction: string; provider_txn_id: string }>`
    select provider, direction, provider_txn_id from payment_callbacks
    where outcome = 'received' limit ${LIST_LIMIT}`.execute(db);

  const providerTxns = await sql<{ provider_txn_id: string; outcome: string }>`
    select c.provider_txn_id, c.outcome from payment_callbacks c
    left join recharge_orders o on c.direction = 'gather' and o.id = c.order_id
    left join withdraw_orders w on c.direction = 'transfer' and w.id = c.order_id
    where (c.outcome = 'credited'
        and (o.id is null or o.state <> 'success' or o.provider_txn_id is null
             or o.provider_txn_id <> c.provider_txn_id))
       or (c.outcome = 'paid' and (w.id is null or w.state <> 'success'))
    limit ${LIST_LIMIT}`.execute(db);

  const recharges = await sql<{ id: number; state: string; credits: number }>`
    select id, state, credits from (
      select o.id, o.state, count(e.id) as credits from recharge_orders o
      left join ledger_entries e on e.reference = 'recharge:' || o.id and e.type = 'RECHARGE'
      group by o.id, o.state
    ) r
    where (state = 'success' and credits <> 1) or (state <> 'success' and credits <> 0)
    limit ${LIST_LIMIT}`.execute(db);
  const strayCredits = await sql<{ id: number }>`
    select e.id from ledger_entries e
    left join recharge_orders o on e.reference = 'recharge:' || o.id
    where e.type = 'RECHARGE' and o.id is null
    limit ${LIST_LIMIT}`.execute(db);

  const withdrawals = await sql<{ id: number; state: string; holds: number; paid: number; returned: number }>`
    select id, state, holds, paid, returned from (
      select w.id, w.state,
        sum(case when e.type = 'FREEZE' then 1 else 0 end) as holds,
        sum(case when e.type = 'WITHDRAW' then 1 else 0 end) as paid,
        sum(case when e.type = 'REVOKE' then 1 else 0 end) as returned
      from withdraw_orders w
      left join ledger_entries e on e.reference = 'withdraw:' || w.id
      group by w.id, w.state
    ) d
    where not (holds = 1 and (
      (state = 'waiting' and paid = 0 and returned = 0)
      or (state = 'success' and paid = 1 and returned = 0)
      or (state = 'failed' and paid = 0 and returned = 1)))
    limit ${LIST_LIMIT}`.execute(db);
  const strayHolds = await sql<{ id: number }>`
    select e.id from ledger_entries e
    left join withdraw_orders w on e.reference = 'withdraw:' || w.id
    where e.type in ('FREEZE', 'WITHDRAW') and w.id is null
    limit ${LIST_LIMIT}`.execute(db);

  const investments = await sql<{ id: number; status: string; invested: number; revoked: number }>`
    select id, status, invested, revoked from (
      select i.id, i.status,
        sum(case when e.type = 'INVESTED' and e.id = i.entry_id then 1 else 0 end) as invested,
        sum(case when e.type = 'REVOKE' then 1 else 0 end) as revoked
      from investments i
      left join ledger_entries e on e.reference = 'investment:' || i.id and e.type in ('INVESTED', 'REVOKE')
      group by i.id, i.status
    ) v
    where invested <> 1 or revoked <> (case when status = 'revoked' then 1 else 0 end)
    limit ${LIST_LIMIT}`.execute(db);

  return [
    found(
      'callbacksApplied',
      'every provider callback was applied',
      unapplied.rows,
      (r) => `${r.provider} ${r.direction} ${r.provider_txn_id} recorded, never applied`,
    ),
    found(
      'providerTransactionsOnce',
      'every accepted provider transaction is one credit or one payout',
      providerTxns.rows,
      (r) => `${r.provider_txn_id} (${r.outcome}) has no matching paid order`,
    ),
    found(
      'rechargesCreditedOnce',
      'a recharge is credited once exactly when it succeeded',
      [
        ...recharges.rows.map((r) => `recharge ${r.id} ${r.state} with ${Number(r.credits)} credits`),
        ...strayCredits.rows.map((r) => `entry ${r.id} credits no recharge`),
      ],
      (line) => line,
    ),
    found(
      'withdrawalsHeldAndDecidedOnce',
      'every withdrawal has one hold and at most one decision, matching its state',
      [
        ...withdrawals.rows.map(
          (w) =>
            `withdrawal ${w.id} ${w.state}: ${Number(w.holds)} holds, ${Number(w.paid)} payouts, ${Number(w.returned)} returns`,
        ),
        ...strayHolds.rows.map((r) => `entry ${r.id} belongs to no withdrawal`),
      ],
      (line) => line,
    ),
    found(
      'investmentsPostedOnce',
      'every investment was posted once, and revoked at most once',
      investments.rows,
      (i) => `investment ${i.id} ${i.status}: ${Number(i.invested)} INVESTED, ${Number(i.revoked)} REVOKE`,
    ),
  ];
}
