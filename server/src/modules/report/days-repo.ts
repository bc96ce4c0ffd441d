import { sql } from 'kysely';
import type { Db } from '../../db';
import { type Holder, teamIds, teamOf } from './repo';

// The day-close job's rows: each holder's team as it stood at the end of each day, for the graphs.

export async function lastDay(db: Db, holderId: number) {
  const r = await db
    .selectFrom('report_days')
    .select((eb) => eb.fn.max('day_start').as('at'))
    .where('holder_id', '=', holderId)
    .executeTakeFirst();
  return r?.at == null ? undefined : Number(r.at);
}

/** The team as it stood at `end`: size, registrations in [start, end), members, shareholding held. */
export async function teamAt(db: Db, holder: Holder, start: number, end: number) {
  const [size, members, held] = await Promise.all([
    db
      .selectFrom(teamOf(db, holder).as('s'))
      .innerJoin('users as u', 'u.id', 's.user_id')
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when('u.created_at', '<', end).then(1).else(0).end()).as('users'),
        eb.fn
          .sum<number>(
            eb
              .case()
              .when(eb.and([eb('u.created_at', '>=', start), eb('u.created_at', '<', end)]))
              .then(1)
              .else(0)
              .end(),
          )
          .as('new_users'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('memberships')
      .select(sql<number>`count(distinct memberships.user_id)`.as('n'))
      .where('memberships.user_id', 'in', teamIds(db, holder))
      .where('memberships.status', '!=', 'cancelled')
      .where('memberships.activated_at', '<', end)
      .where('memberships.expires_at', '>=', end)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('investments')
      .select((eb) => eb.fn.sum<number>('principal').as('n'))
      .where('user_id', 'in', teamIds(db, holder))
      .where('invested_at', '<', end)
      .where((eb) => eb.or([eb('revoked_at', 'is', null), eb('revoked_at', '>=', end)]))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    users: Number(size.users ?? 0),
    new_users: Number(size.new_users ?? 0),
    members: Number(members.n),
    shareholding: Number(held.n ?? 0),
  };
}

/** Writes a day's row; a second run of the same day writes nothing. */
export function insertDay(
  db: Db,
  row: {
    holder_id: number;
    day_start: number;
    day: string;
    users: number;
    new_users: number;
    members: number;
    shareholding: number;
  },
) {
  return db
    .insertInto('report_days')
    .values(row)
    .onConflict((oc) => oc.columns(['holder_id', 'day_start']).doNothing())
    .execute();
}

export function daysOf(db: Db, holderId: number, from: number) {
  return db
    .selectFrom('report_days')
    .selectAll()
    .where('holder_id', '=', holderId)
    .where('day_start', '>=', from)
    .orderBy('day_start')
    .execute();
}
