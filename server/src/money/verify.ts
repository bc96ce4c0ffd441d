import { sql } from 'kysely';
import type { Db } from '../db';

/** `key` names the check for translated screens; `name` is its English wording for logs and scripts. */
export type Check = { key: string; name: string; ok: boolean; detail: string };

/**
 * The ledger's invariants (PRODUCT.md §2), checked from the raw tables: every entry balances, the
 * postings as a whole sum to zero, every cached balance equals the sum of its postings, no member
 * wallet or project account is negative, and no request moved money twice.
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
    .where('owner_kind', '!=', 'platform')
    .where('balance', '<', 0)
    .limit(10)
    .execute();
  checks.push({
    key: 'noNegativeBalance',
    name: 'no member wallet or project account is negative',
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

  return checks;
}
