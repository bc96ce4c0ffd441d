import type { Db } from '../../db';
import { type PageAt, paged } from '../../db/paged';

/** Who did what to which object, with the state before and after (JSON); written in the same transaction. */
export function writeAudit(
  db: Db,
  row: { adminId: number; action: string; target: string; before?: unknown; after?: unknown; now: number },
) {
  return db
    .insertInto('audit_log')
    .values({
      actor_kind: 'admin',
      actor_id: row.adminId,
      action: row.action,
      target: row.target,
      before: row.before === undefined ? null : JSON.stringify(row.before),
      after: row.after === undefined ? null : JSON.stringify(row.after),
      created_at: row.now,
    })
    .execute();
}

/** A prefix (`cms:`) or an exact value (`cms:content:add`) of a text column. */
export type TextMatch = { exact: string } | { prefix: string };

export type AuditFilter = {
  /** Lines by any of these operators. */
  actorIds?: number[];
  action?: TextMatch;
  target?: TextMatch;
  /** Inclusive bounds, epoch milliseconds. */
  from?: number;
  to?: number;
};

export type AuditSort = { field: 'createdAt' | 'action'; order: 'asc' | 'desc' };

const SORT_COLUMNS = { createdAt: 'audit_log.created_at', action: 'audit_log.action' } as const;

function auditQuery(db: Db, f: AuditFilter) {
  let q = db.selectFrom('audit_log');
  if (f.actorIds !== undefined) {
    q = q.where('audit_log.actor_kind', '=', 'admin').where('audit_log.actor_id', 'in', f.actorIds);
  }
  for (const [column, match] of [
    ['audit_log.action', f.action],
    ['audit_log.target', f.target],
  ] as const) {
    if (!match) continue;
    // substr rather than LIKE: a prefix may hold `_` or `%`, and substr needs no escaping on either engine.
    q =
      'exact' in match
        ? q.where(column, '=', match.exact)
        : q.where((eb) =>
            eb(eb.fn('substr', [column, eb.lit(1), eb.lit(match.prefix.length)]), '=', match.prefix),
          );
  }
  if (f.from !== undefined) q = q.where('audit_log.created_at', '>=', f.from);
  if (f.to !== undefined) q = q.where('audit_log.created_at', '<=', f.to);
  return q;
}

/** A page of audit lines with the acting operator's username, in the chosen order, ties by id. */
export function auditPage(db: Db, f: AuditFilter, sort: AuditSort, at: PageAt) {
  return paged(auditQuery(db, f), at, (q) =>
    q
      .leftJoin('admins', (join) =>
        join.onRef('admins.id', '=', 'audit_log.actor_id').on('audit_log.actor_kind', '=', 'admin'),
      )
      .select([
        'audit_log.id',
        'audit_log.actor_kind',
        'audit_log.actor_id',
        'admins.username as actor_name',
        'audit_log.action',
        'audit_log.target',
        'audit_log.before',
        'audit_log.after',
        'audit_log.created_at',
      ])
      .orderBy(SORT_COLUMNS[sort.field], sort.order)
      .orderBy('audit_log.id', sort.order),
  );
}

/** The id of the operator with this username, compared ignoring case. */
export async function operatorIdByUsername(db: Db, username: string) {
  const row = await db
    .selectFrom('admins')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst();
  return row?.id;
}

/**
 * Operators' usernames by id, for an audit line or a view that names more operators than the one
 * acting (a four-eyes decision names both).
 */
export async function operatorNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('admins')
    .select(['id', 'username'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, r.username]));
}
