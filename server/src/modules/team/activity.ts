import type { LedgerType, TTeamActivity, TTeamGroup, TTeamReward } from '@club/contract';
import type { Db, Trx } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { DAY_MS, iso } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { Job } from '../../kernel/job';
import { maskPhone } from '../../kernel/phone';
import { currentMembership } from '../member/repo';
import type { MemberService } from '../member/service';
import { grantReward } from '../rewards/grant';
import type { SettingsService } from '../settings/service';
import {
  addCounted,
  claimDividendDay,
  countedMembers,
  dissolveExpired,
  dividendsDue,
  findGroup,
  type GroupRow,
  groupsOf,
  insertGroup,
  insertMember,
  markComplete,
  markCounted,
  membershipOf,
  membersOf,
  teamRewardsOf,
  unmarkCounted,
} from './activity-repo';

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
async function complete(trx: Trx, groupId: number, now: number) {
  if (!(await markComplete(trx, groupId, now))) return;
  const g = await findGroup(trx, groupId);
  if (!g) return;
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
export async function countTeamMember(trx: Trx, userId: number, activatedAt: number, now: number) {
  const member = await membershipOf(trx, userId);
  if (!member || member.counted_at !== null) return;
  const g = await findGroup(trx, member.group_id);
  if (g?.state !== 'forming' || activatedAt < g.opened_at || activatedAt >= g.expires_at) return;
  if (!(await markCounted(trx, member.id, now))) return;
  if (!(await addCounted(trx, g.id))) {
    await unmarkCounted(trx, member.id);
    return;
  }
  await complete(trx, g.id, now);
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
    }
    if (due.length === 0) return;
  }
}

export function teamActivityJob(db: Db): Job {
  return { name: 'team-activity', everySeconds: 60, run: (now) => settleTeamActivity(db, now) };
}

/** Team activity for members (PRODUCT.md §8): open a group, join one, its details and rewards. */
export function createTeamActivityService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  members: Pick<MemberService, 'isActive'>;
}) {
  const { db, clock, settings, members } = deps;

  async function terms() {
    const s = await settings.all();
    return {
      target: s.teamTargetSize,
      windowDays: s.teamWindowDays,
      inviteRebate: s.teamInviteRebate,
      dividendKind: s.teamDividendKind,
      dayDividend: s.teamDayDividend,
      dividendDays: s.teamDividendDays,
      oneDividend: s.teamOneDividend,
    };
  }

  async function views(userId: number, groups: GroupRow[]): Promise<TTeamGroup[]> {
    const now = clock.now();
    const [people, leaders, mine] = await Promise.all([
      membersOf(
        db,
        groups.map((g) => g.id),
      ),
      db
        .selectFrom('users')
        .select(['id', 'invitation_code', 'nickname', 'phone', 'avatar', 'created_at'])
        .where('id', 'in', groups.length ? groups.map((g) => g.leader_id) : [0])
        .execute(),
      membershipOf(db, userId),
    ]);
    return groups.map((g) => {
      const leader = leaders.find((l) => l.id === g.leader_id);
      const open = g.state === 'forming' && g.expires_at > now;
      return {
        id: g.id,
        state: open || g.state !== 'forming' ? g.state : 'dissolved',
        leaderCode: leader?.invitation_code ?? '',
        leaderNickname: leader?.nickname ?? '',
        target: g.target,
        counted: g.counted,
        needed: Math.max(0, g.target - g.counted),
        openedAt: iso(g.opened_at),
        expiresAt: iso(g.expires_at),
        completedAt: g.completed_at === null ? null : iso(g.completed_at),
        inviteRebate: g.invite_rebate,
        dividendKind: g.dividend_kind,
        dayDividend: g.day_dividend,
        dividendDays: g.dividend_days,
        oneDividend: g.one_dividend,
        mine: g.leader_id === userId,
        joined: mine?.group_id === g.id,
        canJoin: open && g.leader_id !== userId && mine === undefined,
        members: [
          ...(leader
            ? [
                {
                  phone: maskPhone(leader.phone ?? ''),
                  nickname: leader.nickname,
                  avatar: leader.avatar,
                  joinedAt: iso(g.opened_at),
                  countedAt: null,
                  leader: true,
                },
              ]
            : []),
          ...people
            .filter((p) => p.group_id === g.id)
            .map((p) => ({
              phone: maskPhone(p.phone ?? ''),
              nickname: p.nickname,
              avatar: p.avatar,
              joinedAt: iso(p.joined_at),
              countedAt: p.counted_at === null ? null : iso(p.counted_at),
              leader: false,
            })),
        ],
      };
    });
  }

  async function groupView(userId: number, id: number) {
    const g = await findGroup(db, id);
    if (!g) fail('NOT_FOUND');
    return (await views(userId, [g]))[0];
  }

  return {
    async current(userId: number): Promise<TTeamActivity> {
      const [t, groups] = await Promise.all([terms(), groupsOf(db, userId, 21)]);
      const all = await views(userId, groups);
      const open = all.find((g) => g.state === 'forming') ?? null;
      return {
        ...t,
        open,
        past: all.filter((g) => g !== open).map(({ members: _, ...g }) => g),
      };
    },

    /** Opens a group on today's terms: one open group per leader (a unique index). */
    async open(userId: number) {
      if (!(await members.isActive(userId))) fail('MEMBERSHIP_REQUIRED');
      const now = clock.now();
      const t = await terms();
      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          await dissolveExpired(trx, now, userId);
          return insertGroup(trx, {
            leader_id: userId,
            target: t.target,
            // The group's size counts its leader.
            counted: 1,
            state: 'forming',
            opened_at: now,
            expires_at: now + t.windowDays * DAY_MS,
            completed_at: null,
            dissolved_at: null,
            invite_rebate: t.inviteRebate,
            dividend_kind: t.dividendKind,
            day_dividend: t.dayDividend,
            dividend_days: t.dividendDays,
            one_dividend: t.oneDividend,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error, 'leader_id')) fail('TEAM_GROUP_OPEN');
        throw error;
      }
      return groupView(userId, id);
    },

    group: groupView,

    /** Joins a forming group; a member whose VIP was activated after it opened counts at once. */
    async join(userId: number, id: number) {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const g = await findGroup(trx, id);
        if (!g) fail('NOT_FOUND');
        if (g.leader_id === userId) fail('TEAM_OWN_GROUP');
        if (g.state !== 'forming' || g.expires_at <= now) fail('TEAM_GROUP_CLOSED');
        const m = await currentMembership(trx, userId);
        const active = m !== undefined && m.status === 'active' && m.expires_at > now;
        if (active && m.activated_at < g.opened_at) fail('TEAM_ALREADY_VIP');
        if (!(await insertMember(trx, g.id, userId, now))) fail('TEAM_ALREADY_IN_GROUP');
        if (active) await countTeamMember(trx, userId, m.activated_at, now);
      });
      return groupView(userId, id);
    },

    /** Group rewards (the leader's rebates) or dividend records, with the day dividends still to come as unpaid. */
    async rewards(userId: number, q: { kind: 'rebate' | 'dividend'; page: number; size: number }) {
      const types =
        q.kind === 'rebate'
          ? ['TEAM_ACTIVITY_INVITE_REBATE']
          : ['TEAM_ACTIVITY_DAY_DIVIDEND', 'TEAM_ACTIVITY_ONE_DIVIDEND'];
      const granted = (await teamRewardsOf(db, userId, types)).map(
        (r): TTeamReward => ({
          groupId: Number(r.reference?.split(':')[1] ?? 0),
          type: r.type as TTeamReward['type'],
          date: iso(r.created_at),
          amount: r.amount,
          status: r.state === 'paid' ? 'paid' : 'unpaid',
        }),
      );
      const upcoming: TTeamReward[] = [];
      if (q.kind === 'dividend') {
        for (const g of await groupsOf(db, userId, 100)) {
          if (g.state !== 'complete' || g.dividend_kind !== 'day' || g.completed_at === null) continue;
          for (let day = g.dividend_days; day > g.days_paid; day--) {
            upcoming.push({
              groupId: g.id,
              type: 'TEAM_ACTIVITY_DAY_DIVIDEND',
              date: iso(g.completed_at + (day - 1) * DAY_MS),
              amount: g.day_dividend,
              status: 'unpaid',
            });
          }
        }
      }
      const all = [...upcoming, ...granted];
      const start = (q.page - 1) * q.size;
      return {
        list: all.slice(start, start + q.size),
        pagination: { page: q.page, size: q.size, total: all.length },
      };
    },
  };
}

export type TeamActivityService = ReturnType<typeof createTeamActivityService>;
