import { RANK_SPANS } from '@club/contract';
import type { Db, DialectName, Trx } from '../../db';
import { periodOf } from '../../kernel/calendar';
import { JOB_STEP_ROWS, stepUntilDone } from '../../kernel/job';
import type { Board, Span } from './repo';
import { walkedPlaces } from './repo';
import {
  activatedBefore,
  addToStanding,
  buildState,
  claimSlice,
  competingInviterOf,
  countedFor,
  holdBuildState,
  membersFrom,
  replaceStandings,
  type StandingRow,
  sliceEnd,
  standingPlaces,
  startBuild,
  takeFromStanding,
} from './standings-repo';

const QUARTER_HOUR_MS = 15 * 60_000;

/** About how many investments or invitees one step of a build counts. */
const SLICE_ROWS = 5 * JOB_STEP_ROWS;

/**
 * The boards' running figures (`rank_standings`), kept in the transactions of the events that move
 * them, so a board is read from an index rather than a walk over a month of the club's activity.
 * The figures are per period of the club's time zone: when the zone changes (or before the first
 * build) the ranking job rebuilds them member by member, and the boards walk until it is done.
 */
export function createStandings({ db, dialect }: { db: Db; dialect: DialectName }) {
  /**
   * The zone the figures are kept in, held until the event's transaction ends; undefined before the
   * first build starts, which will count everything committed by then.
   */
  const zoneOf = async (trx: Trx) => (await holdBuildState(trx, dialect))?.zone || undefined;

  return {
    /** A first activation (not a renewal) counts once per period toward the inviter's invite figure. */
    async activated(trx: Trx, e: { userId: number; membershipId: number; renewal: boolean; now: number }) {
      if (e.renewal) return;
      const zone = await zoneOf(trx);
      const inviter = zone === undefined ? undefined : await competingInviterOf(trx, e.userId);
      if (zone === undefined || inviter === undefined) return;
      for (const span of RANK_SPANS) {
        const period = periodOf(span, e.now, zone);
        const counted = await activatedBefore(trx, e.userId, e.membershipId, period);
        await addToStanding(trx, {
          board: 'invite',
          span,
          period_start: period.start,
          user_id: inviter,
          figure: counted ? 0 : 1,
          reached_at: e.now,
        });
      }
    },

    async invested(trx: Trx, e: { userId: number; principal: number; now: number }) {
      const zone = await zoneOf(trx);
      if (zone === undefined) return;
      for (const span of RANK_SPANS) {
        await addToStanding(trx, {
          board: 'crowdfunding',
          span,
          period_start: periodOf(span, e.now, zone).start,
          user_id: e.userId,
          figure: e.principal,
          reached_at: e.now,
        });
      }
    },

    async revoked(trx: Trx, e: { userId: number; principal: number; investedAt: number }) {
      const zone = await zoneOf(trx);
      if (zone === undefined) return;
      for (const span of RANK_SPANS) {
        const period = periodOf(span, e.investedAt, zone);
        const key = { board: 'crowdfunding' as const, span, period_start: period.start, user_id: e.userId };
        await takeFromStanding(trx, key, period, e.principal);
      }
    },

    /** Brings the figures to `zone`, a slice of members per step; a no-op once they are built in it. */
    async build(zone: string) {
      await stepUntilDone(async () => {
        const state = await buildState(db);
        if (state?.zone !== zone) {
          await startBuild(db, zone);
          return true;
        }
        if (state.next_user_id === null) return false;
        const from = state.next_user_id;
        const ids = await membersFrom(db, from, JOB_STEP_ROWS);
        const last = ids.at(-1);
        const hi = last === undefined ? undefined : await sliceEnd(db, ids[0], last, SLICE_ROWS);
        await db.transaction().execute(async (trx) => {
          // Claimed first: a second process building at once finds the slice taken and moves on.
          if (!(await claimSlice(trx, zone, from, hi === undefined ? null : hi + 1))) return;
          if (hi === undefined) return;
          await replaceStandings(trx, from, hi, standingsOf(await countedFor(trx, from, hi), zone));
        });
        return true;
      });
    },

    /** The board's first `limit` places and `userId`'s own, from the figures once built in `zone`. */
    async places(
      at: { board: Board; span: Span; period: { start: number; end: number }; zone: string },
      limit: number,
      userId?: number,
    ) {
      const state = await buildState(db);
      const { top, me } =
        state?.zone === at.zone && state.next_user_id === null
          ? await standingPlaces(
              db,
              { board: at.board, span: at.span, period_start: at.period.start },
              limit,
              userId,
            )
          : await walkedPlaces(db, at.board, at.period, limit, userId);
      return { top, me: me ? { rank: me.place, figure: me.figure } : { rank: null, figure: 0 } };
    },
  };
}

export type Standings = ReturnType<typeof createStandings>;

/**
 * The figures that members' counted events make, per board, span and period in `zone`: principal
 * invested, and invitees activated (each invitee once per period, however many times they activated).
 */
function standingsOf(counted: Awaited<ReturnType<typeof countedFor>>, zone: string): StandingRow[] {
  // Every zone's offsets are whole quarter hours, so a period's edges are too: one lookup per quarter.
  const starts = new Map<string, number>();
  const startOf = (span: Span, at: number) => {
    const key = `${span}:${Math.floor(at / QUARTER_HOUR_MS)}`;
    let start = starts.get(key);
    if (start === undefined) {
      start = periodOf(span, at, zone).start;
      starts.set(key, start);
    }
    return start;
  };
  const rows = new Map<string, StandingRow>();
  const add = (row: StandingRow) => {
    const key = `${row.board}:${row.span}:${row.period_start}:${row.user_id}`;
    const had = rows.get(key);
    if (!had) rows.set(key, row);
    else {
      had.figure = Number(had.figure) + Number(row.figure);
      had.reached_at = Math.max(Number(had.reached_at), Number(row.reached_at));
    }
  };
  for (const i of counted.investments) {
    const at = Number(i.invested_at);
    for (const span of RANK_SPANS) {
      const period_start = startOf(span, at);
      add({
        board: 'crowdfunding',
        span,
        period_start,
        user_id: i.user_id,
        figure: Number(i.principal),
        reached_at: at,
      });
    }
  }
  const seen = new Set<string>();
  for (const a of counted.activations) {
    const at = Number(a.activated_at);
    for (const span of RANK_SPANS) {
      const period_start = startOf(span, at);
      const invitee = `${span}:${period_start}:${a.user_id}`;
      const first = !seen.has(invitee);
      seen.add(invitee);
      add({
        board: 'invite',
        span,
        period_start,
        user_id: a.ancestor_id,
        figure: first ? 1 : 0,
        reached_at: at,
      });
    }
  }
  return [...rows.values()];
}
