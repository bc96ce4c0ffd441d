import type { LedgerType } from '@club/contract';
import type { Db, Trx } from '../../db';
import { DAY_MS } from '../../kernel/calendar';
import type { Publisher } from '../../kernel/events';
import { type Job, letRequestsIn } from '../../kernel/job';
import { grantReward } from '../rewards/grant';
import {
  addCounted,
  claimDividendDay,
  countedMembers,
  dissolveExpired,
  dividendsDue,
  findGroup,
  type GroupRow,
  markComplete,
  markCounted,
  membershipOf,
  unmarkCounted,
} from './activity-repo';
import type { TeamEvents } from './events';

// What team groups pay and when: counting a member, completing a group, the day dividends (job).

const groupRef = (id: number) => `team:${id}`;

async function grant(
  trx: Trx,
  g: GroupRow,
  userId: number,
  type: LedgerType,
  amount: number,
  key: string,
  now: number,
) {
  if (amount <= 0) return;
  await grantReward(trx, { userId, type, wallet: 'work', amount, reference: groupRef(g.id), key, now });
}

/** Day `day` of a complete group's dividends to the leader and each counted member, once (keyed). */
async function payDividendDay(trx: Trx, g: GroupRow, day: number, now: number) {
  const people = [g.leader_id, ...(await countedMembers(trx, g.id)).map((m) => m.user_id)];
  for (const userId of people) {
    await grant(
      trx,
      g,
      userId,
      'TEAM_ACTIVITY_DAY_DIVIDEND',
      g.day_dividend,
      `team:${g.id}:day:${day}:${userId}`,
      now,
    );
  }
}

/**
 * A group reaching its target completes at once (PRODUCT.md §8): the leader's reward per counted
 * member, and the one dividend or the first day's dividend to everyone, from the marketing budget.
 */
async function complete(trx: Trx, events: Publisher<Trx, TeamEvents>, groupId: number, now: number) {
  if (!(await markComplete(trx, groupId, now))) return;
  const g = await findGroup(trx, groupId);
  if (!g) return;
  await events.emit(trx, 'team.completed', { groupId: g.id, leaderId: g.leader_id, now });
  const counted = await countedMembers(trx, g.id);
  for (const m of counted) {
    await grant(
      trx,
      g,
      g.leader_id,
      'TEAM_ACTIVITY_INVITE_REBATE',
      g.invite_rebate,
      `team:${g.id}:rebate:${m.user_id}`,
      now,
    );
  }
  if (g.dividend_kind === 'one') {
    for (const userId of [g.leader_id, ...counted.map((m) => m.user_id)]) {
      await grant(
        trx,
        g,
        userId,
        'TEAM_ACTIVITY_ONE_DIVIDEND',
        g.one_dividend,
        `team:${g.id}:one:${userId}`,
        now,
      );
    }
  } else if (await claimDividendDay(trx, g.id, 1)) {
    await payDividendDay(trx, { ...g, completed_at: now }, 1, now);
  }
}

/**
 * Counts a member in their group when their VIP was activated after it opened and within its
 * window, in the caller's transaction (the activation's or the join's). Each step is a conditional
 * update, so the last two members activating at once complete the group exactly once.
 */
export async function countTeamMember(
  trx: Trx,
  events: Publisher<Trx, TeamEvents>,
  userId: number,
  activatedAt: number,
  now: number,
) {
  const member = await membershipOf(trx, userId);
  if (!member || member.counted_at !== null) return;
  const g = await findGroup(trx, member.group_id);
  if (g?.state !== 'forming' || activatedAt < g.opened_at || activatedAt >= g.expires_at) return;
  if (!(await markCounted(trx, member.id, now))) return;
  if (!(await addCounted(trx, g.id))) {
    await unmarkCounted(trx, member.id);
    return;
  }
  await complete(trx, events, g.id, now);
}

/** Dissolves groups past their window and pays the day dividends that are due, catching up after downtime. */
export async function settleTeamActivity(db: Db, now: number) {
  await dissolveExpired(db, now);
  for (;;) {
    const due = await dividendsDue(db, now, DAY_MS);
    for (const g of due) {
      const day = g.days_paid + 1;
      await db.transaction().execute(async (trx) => {
        if (await claimDividendDay(trx, g.id, day)) await payDividendDay(trx, g, day, now);
      });
      await letRequestsIn();
    }
    if (due.length === 0) return;
  }
}

export function teamActivityJob(db: Db): Job {
  return { name: 'team-activity', everySeconds: 60, run: (now) => settleTeamActivity(db, now) };
}
