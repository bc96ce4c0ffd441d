import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/**
 * Invitation rebates were stored with an English memo (`level 1`) that every member saw in English.
 * The level becomes data (`level:1`, see `modules/invest/rebate-memo.ts`) that clients translate: the
 * posted entries and the rewards still waiting for the budget (their memo is copied onto the entry
 * when paid). Only the memo's wording changes; no amount, account or posting is touched.
 */
export async function up(db: AnyDb): Promise<void> {
  for (const table of ['ledger_entries', 'rewards']) {
    await db
      .updateTable(table)
      .set({ memo: sql`replace(memo, 'level ', 'level:')` })
      .where('type', '=', 'INVESTREWARD')
      .where('memo', 'like', 'level %')
      .execute();
  }
}
