import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations run against the schema as it was, not as typed today
type AnyDb = Kysely<any>;

/** Quarter hours: every time zone's days and weeks start on one, so spans of them add up exactly. */
const BUCKET_MS = 15 * 60 * 1000;

/**
 * Running totals of each member's team per depth, kept in the transactions of the events that change
 * them, so a director's report reads a few rows instead of walking the whole team:
 * - `user_ancestor_counts`: how many members registered under an ancestor at each depth (the user
 *   module's, beside `user_ancestors`);
 * - `member_counts`: at depth 0 1 when the member holds a membership (status active), at depth d how
 *   many of the members d levels below do (the member module's, with `member_holders`: who is
 *   counted);
 * - `report_counts`: at depth 0 a member's own figures (completed team groups led, principal invested
 *   and not revoked, returns paid), at depth d the sums over the members d levels below;
 * - `report_spans`: principal and returns per quarter hour, own (1) or below (0), for today's and
 *   this week's figures in any time zone; the report job drops the ones older than a week.
 * Filled here from the rows as they stand.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('user_ancestor_counts')
    .addColumn('ancestor_id', 'integer', (c) => c.notNull())
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addColumn('users', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_ancestor_counts_pk', ['ancestor_id', 'depth'])
    .execute();
  await db.schema
    .createTable('report_counts')
    .addColumn('ancestor_id', 'integer', (c) => c.notNull())
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addColumn('teams', 'integer', (c) => c.notNull())
    .addColumn('principal', 'bigint', (c) => c.notNull())
    .addColumn('income', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_counts_pk', ['ancestor_id', 'depth'])
    .execute();
  await db.schema
    .createTable('report_spans')
    .addColumn('ancestor_id', 'integer', (c) => c.notNull())
    .addColumn('own', 'integer', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('principal', 'bigint', (c) => c.notNull())
    .addColumn('income', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_spans_pk', ['ancestor_id', 'own', 'at'])
    .execute();
  await db.schema.createIndex('report_spans_at').on('report_spans').column('at').execute();
  await db.schema
    .createTable('member_counts')
    .addColumn('ancestor_id', 'integer', (c) => c.notNull())
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addColumn('members', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_counts_pk', ['ancestor_id', 'depth'])
    .execute();
  await db.schema
    .createTable('member_holders')
    .addColumn('user_id', 'integer', (c) => c.primaryKey())
    .execute();

  await sql`insert into user_ancestor_counts (ancestor_id, depth, users)
    select ancestor_id, depth, count(*) from user_ancestors group by ancestor_id, depth`.execute(db);

  // Each member with themselves at depth 0 and every inviter above.
  const lines = sql`(select user_id, ancestor_id, depth from user_ancestors
    union all select id, id, 0 from users)`;
  await sql`insert into member_holders (user_id)
    select distinct user_id from memberships where status = 'active'`.execute(db);
  await sql`insert into member_counts (ancestor_id, depth, members)
    select l.ancestor_id, l.depth, count(*) from member_holders h join ${lines} l on l.user_id = h.user_id
    group by l.ancestor_id, l.depth`.execute(db);
  await sql`insert into report_counts (ancestor_id, depth, teams, principal, income)
    select l.ancestor_id, l.depth, sum(f.teams), sum(f.principal), sum(f.income)
    from (
      select leader_id as user_id, count(*) as teams, 0 as principal, 0 as income
        from team_groups where state = 'complete' group by leader_id
      union all
      select user_id, 0, sum(principal), 0 from investments where status != 'revoked' group by user_id
      union all
      select i.user_id, 0, 0, sum(p.amount) from investment_payouts p
        join investments i on i.id = p.investment_id where p.type != 'CAPITAL' group by i.user_id
    ) f
    join ${lines} l on l.user_id = f.user_id
    group by l.ancestor_id, l.depth`.execute(db);

  const bucket = (at: string) => sql`(${sql.ref(at)} - ${sql.ref(at)} % ${BUCKET_MS})`;
  // Only the last eight days: no report span reaches further back.
  const from = Date.now() - 8 * 24 * 60 * 60 * 1000;
  await sql`insert into report_spans (ancestor_id, own, at, principal, income)
    select l.ancestor_id, case when l.depth = 0 then 1 else 0 end, f.at, sum(f.principal), sum(f.income)
    from (
      select user_id, ${bucket('invested_at')} as at, principal, 0 as income
        from investments where status != 'revoked' and invested_at >= ${from}
      union all
      select i.user_id, ${bucket('p.paid_at')}, 0, p.amount from investment_payouts p
        join investments i on i.id = p.investment_id where p.type != 'CAPITAL' and p.paid_at >= ${from}
    ) f
    join ${lines} l on l.user_id = f.user_id
    group by l.ancestor_id, case when l.depth = 0 then 1 else 0 end, f.at`.execute(db);
}
