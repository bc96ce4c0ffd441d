import { sql } from 'kysely';
import type { DbHandle } from './index';
import * as m001 from './migrations/001_foundation';
import * as m002 from './migrations/002_ledger';
import * as m003 from './migrations/003_payments';
import * as m004 from './migrations/004_membership';
import * as m005 from './migrations/005_svip';
import * as m006 from './migrations/006_projects';
import * as m007 from './migrations/007_content';
import * as m008 from './migrations/008_member_admin';
import * as m009 from './migrations/009_reliability';
import * as m010 from './migrations/010_demo_goods';
import * as m011 from './migrations/011_second_voucher';
import * as m012 from './migrations/012_messages';
import * as m013 from './migrations/013_chat';
import * as m014 from './migrations/014_chat_service';
import * as m015 from './migrations/015_chat_albums';
import * as m016 from './migrations/016_marketing_budget';
import * as m017 from './migrations/017_trailer_tasks';
import * as m018 from './migrations/018_lottery';
import * as m019 from './migrations/019_ancestors';
import * as m020 from './migrations/020_rankings';
import * as m021 from './migrations/021_team_activity';
import * as m022 from './migrations/022_period_indexes';
import * as m023 from './migrations/023_reports';
import * as m024 from './migrations/024_image_variants';
import * as m025 from './migrations/025_recharge_bank_reference';
import * as m026 from './migrations/026_ledger_memo';
import * as m027 from './migrations/027_operator_mfa';
import * as m028 from './migrations/028_four_eyes';
import * as m029 from './migrations/029_pay_password_reset';
import * as m030 from './migrations/030_danmu';
import * as m031 from './migrations/031_task_announcement_texts';
import * as m032 from './migrations/032_withdraw_payout_reference';
import * as m033 from './migrations/033_settlement_due_order';
import * as m034 from './migrations/034_rank_standings';
import * as m035 from './migrations/035_team_by_registration';
import * as m036 from './migrations/036_team_counts';

type Migration = { up(db: DbHandle['db'], dialect: DbHandle['dialect']): Promise<void> };

/** In order; a migration never changes once it has shipped. */
const migrations: [string, Migration][] = [
  ['001_foundation', m001],
  ['002_ledger', m002],
  ['003_payments', m003],
  ['004_membership', m004],
  ['005_svip', m005],
  ['006_projects', m006],
  ['007_content', m007],
  ['008_member_admin', m008],
  ['009_reliability', m009],
  ['010_demo_goods', m010],
  ['011_second_voucher', m011],
  ['012_messages', m012],
  ['013_chat', m013],
  ['014_chat_service', m014],
  ['015_chat_albums', m015],
  ['016_marketing_budget', m016],
  ['017_trailer_tasks', m017],
  ['018_lottery', m018],
  ['019_ancestors', m019],
  ['020_rankings', m020],
  ['021_team_activity', m021],
  ['022_period_indexes', m022],
  ['023_reports', m023],
  ['024_image_variants', m024],
  ['025_recharge_bank_reference', m025],
  ['026_ledger_memo', m026],
  ['027_operator_mfa', m027],
  ['028_four_eyes', m028],
  ['029_pay_password_reset', m029],
  ['030_danmu', m030],
  ['031_task_announcement_texts', m031],
  ['032_withdraw_payout_reference', m032],
  ['033_settlement_due_order', m033],
  ['034_rank_standings', m034],
  ['035_team_by_registration', m035],
  ['036_team_counts', m036],
];

/**
 * Applies pending migrations, each in its own transaction. Two processes starting at once are
 * serialised: PostgreSQL by an advisory lock, SQLite by its single writer.
 */
export async function migrate({ db, dialect }: DbHandle): Promise<string[]> {
  await db.schema
    .createTable('schema_migrations')
    .ifNotExists()
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('applied_at', 'bigint', (c) => c.notNull())
    .execute();
  const applied: string[] = [];
  for (const [name, migration] of migrations) {
    const done = await db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(424242)`.execute(trx);
      const row = await trx
        .selectFrom('schema_migrations')
        .select('name')
        .where('name', '=', name)
        .executeTakeFirst();
      if (row) return false;
      await migration.up(trx, dialect);
      await trx.insertInto('schema_migrations').values({ name, applied_at: Date.now() }).execute();
      return true;
    });
    if (done) applied.push(name);
  }
  return applied;
}

/** Migrations this server knows that the database has not applied (0 when it is up to date). */
export async function pendingMigrations(db: DbHandle['db']): Promise<number> {
  const r = await db
    .selectFrom('schema_migrations')
    .where(
      'name',
      'in',
      migrations.map(([name]) => name),
    )
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return migrations.length - Number(r.n);
}
