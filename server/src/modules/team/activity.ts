import type { TTeamActivity, TTeamGroup, TTeamReward } from '@club/contract';
import type { Db, Trx } from '../../db';
import { isUniqueViolation } from '../../db/errors';
import { pageOf } from '../../db/paged';
import { DAY_MS, iso } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { Publisher } from '../../kernel/events';
import { maskPhone } from '../../kernel/phone';
import { effectiveStatus } from '../member/membership';
import { currentMembership } from '../member/repo';
import type { MemberService } from '../member/service';
import type { SettingsService } from '../settings/service';
import {
  dissolveExpired,
  findGroup,
  type GroupRow,
  groupsOf,
  insertGroup,
  insertMember,
  leadersOf,
  membershipOf,
  membersOf,
  teamRewardsOf,
} from './activity-repo';
import { countTeamMember } from './activity-settlement';
import type { TeamEvents } from './events';

/** Team activity for members (PRODUCT.md §8): open a group, join one, its details and rewards. */
export function createTeamActivityService(deps: {
  db: Db;
  clock: Clock;
  settings: SettingsService;
  members: Pick<MemberService, 'isActive'>;
  events: Publisher<Trx, TeamEvents>;
}) {
  const { db, clock, settings, members, events } = deps;

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
      leadersOf(
        db,
        groups.map((g) => g.leader_id),
      ),
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
        const active = m !== undefined && effectiveStatus(m, now) === 'active';
        if (active && m.activated_at < g.opened_at) fail('TEAM_ALREADY_VIP');
        if (!(await insertMember(trx, g.id, userId, now))) fail('TEAM_ALREADY_IN_GROUP');
        if (active) await countTeamMember(trx, events, userId, m.activated_at, now);
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
      return pageOf(all.slice(start, start + q.size), q, all.length);
    },
  };
}

export type TeamActivityService = ReturnType<typeof createTeamActivityService>;
