import type {
  LanguageCode,
  TMemberLevel,
  TMembershipCheck,
  TPrivilegeState,
  ZLevelUpdateBody,
} from '@club/contract';
import type { Selectable } from 'kysely';
import type * as z from 'zod';
import type { Db, Trx } from '../../db';
import { DAY_MS, isoOrNull } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { Publisher } from '../../kernel/events';
import { translate } from '../../kernel/i18n';
import type { Commit } from '../../kernel/idempotency';
import { memberWallet, platform } from '../../money/accounts';
import { postEntry } from '../../money/ledger';
import { SPEND_ORDER, spendPostings } from '../../money/spend';
import { writeAudit } from '../audit/repo';
import { notify } from '../message/notify';
import { grantReward } from '../rewards/grant';
import { lockMember } from '../user/repo';
import type { UserService } from '../user/service';
import type { MemberEvents } from './events';
import {
  allLevels,
  currentMembership,
  enabledLevels,
  extendMembership,
  findLevel,
  insertMembership,
  investedPrincipal,
  markDepositReturned,
  stepSvipLevel,
  svipLevelOf,
  updateLevel,
} from './repo';
import type { MemberLevelsTable, MembershipsTable } from './tables';

type Level = Selectable<MemberLevelsTable>;
type Membership = Selectable<MembershipsTable>;

/** Renewal opens 30 days before expiry and stays open until 30 days after (PRODUCT.md §6). */
export const RENEWAL_WINDOW_MS = 30 * DAY_MS;
/** An expired, unrenewed membership gives its deposit back this long after expiry. */
export const DEPOSIT_RETURN_AFTER_MS = 30 * DAY_MS;

/** What a membership is at `now`, whatever the expiry job has written so far. */
export function effectiveStatus(m: Membership | undefined, now: number): TMembershipCheck['status'] {
  if (!m) return 'none';
  if (m.status === 'active' && m.expires_at <= now) return 'expired';
  return m.status;
}

function renewable(m: Membership | undefined, now: number) {
  if (!m || m.deposit_returned_at !== null || m.status === 'cancelled') return false;
  return now >= m.expires_at - RENEWAL_WINDOW_MS && now <= m.expires_at + RENEWAL_WINDOW_MS;
}

/** The MEMBERFEE_RETURN entry: the held deposit goes back to the member's recharge balance. */
export async function returnDeposit(trx: Trx, m: Membership, actor: string, now: number) {
  await notify(trx, m.user_id, 'deposit_returned', { amount: m.deposit }, now);
  return postEntry(trx, {
    type: 'MEMBERFEE_RETURN',
    actor,
    now,
    reference: `membership:${m.id}`,
    requestKey: `membership-deposit:${m.id}`,
    postings: [
      { account: platform('member_deposits_held'), amount: -m.deposit },
      { account: memberWallet(m.user_id, 'recharge'), amount: m.deposit },
    ],
  });
}

export function createMemberService(deps: {
  db: Db;
  clock: Clock;
  users: UserService;
  events: Publisher<Trx, MemberEvents>;
}) {
  const { db, clock, users, events } = deps;

  function privileges(lang: LanguageCode, level: Level) {
    return (JSON.parse(level.privileges) as { key: string; value: number | null }[]).map((p) => ({
      key: p.key,
      value: p.value,
      label: translate(lang, `privileges.${p.key}`, { value: p.value ?? '' }),
    }));
  }

  function levelView(lang: LanguageCode, l: Level): TMemberLevel {
    return {
      id: l.id,
      kind: l.kind,
      level: l.level,
      name: l.name,
      deposit: l.deposit,
      fee: l.fee,
      durationDays: l.duration_days,
      threshold: l.threshold,
      bonus: l.bonus,
      privileges: privileges(lang, l),
    };
  }

  /** The SVIP level the member's cumulative invested principal has reached. */
  async function reachedSvipLevel(q: Db, userId: number, levels: Level[]) {
    const principal = await investedPrincipal(q, userId);
    return levels
      .filter((l) => l.kind === 'svip' && principal >= l.threshold)
      .reduce((max, l) => Math.max(max, l.level), 0);
  }

  /** `q`: the database, or the transaction the answer is read in. */
  async function checkOf(q: Db, userId: number): Promise<TMembershipCheck> {
    const now = clock.now();
    const m = await currentMembership(q, userId);
    const status = effectiveStatus(m, now);
    const held = m !== undefined && m.deposit_returned_at === null && status !== 'cancelled';
    return {
      status,
      levelId: m?.level_id ?? null,
      activatedAt: isoOrNull(m?.activated_at ?? null),
      expiresAt: isoOrNull(m?.expires_at ?? null),
      deposit: m?.deposit ?? 0,
      depositReturned: m?.deposit_returned_at != null,
      depositReturnedAt: isoOrNull(m?.deposit_returned_at ?? null),
      depositReturnDueAt: held && m ? isoOrNull(m.expires_at + DEPOSIT_RETURN_AFTER_MS) : null,
      renewable: renewable(m, now),
      renewableFrom: m && held ? isoOrNull(m.expires_at - RENEWAL_WINDOW_MS) : null,
      svipLevel: await svipLevelOf(q, userId),
    };
  }

  /** A level's numeric privilege (0 when it has none). */
  function privilegeValue(
    level: Level,
    key: 'extraDailyTasks' | 'extraLotteryDraws' | 'withdrawFeeDiscount',
  ) {
    const values = JSON.parse(level.privileges) as { key: string; value: number | null }[];
    return values.find((p) => p.key === key)?.value ?? 0;
  }

  /**
   * Raises the member's SVIP level to what their cumulative invested principal has reached, one
   * level at a time, publishing each level reached (`svip.reached`) and granting its bonus (SVIP, to the work wallet, from the marketing
   * budget, pending while it cannot cover it) once: the level step is a conditional update and the
   * bonus is keyed by member and level. In the caller's transaction, so the investment that reached
   * a level and the level commit together.
   */
  async function raiseSvip(trx: Trx, userId: number, now: number) {
    const levels = await enabledLevels(trx);
    const target = await reachedSvipLevel(trx, userId, levels);
    for (let from = await svipLevelOf(trx, userId); from < target; from++) {
      if (!(await stepSvipLevel(trx, userId, from))) return;
      const level = levels.find((l) => l.kind === 'svip' && l.level === from + 1);
      if (!level) continue;
      await events.emit(trx, 'svip.reached', {
        userId,
        level: level.level,
        extraLotteryDraws: privilegeValue(level, 'extraLotteryDraws'),
        now,
      });
      if (level.bonus <= 0) continue;
      await grantReward(trx, {
        userId,
        type: 'SVIP',
        wallet: 'work',
        amount: level.bonus,
        reference: `svip:${level.level}`,
        key: `svip:${userId}:${level.level}`,
        now,
      });
    }
  }

  /**
   * The value of a numeric privilege of the member's SVIP level (extra daily tasks, extra lottery
   * draws, withdrawal fee discount), while their membership is active: an expired one unlocks
   * nothing, as on the rights page. 0 without SVIP.
   */
  async function svipPrivilege(
    userId: number,
    key: 'extraDailyTasks' | 'extraLotteryDraws' | 'withdrawFeeDiscount',
  ): Promise<number> {
    const [m, svip] = await Promise.all([currentMembership(db, userId), svipLevelOf(db, userId)]);
    if (svip === 0 || effectiveStatus(m, clock.now()) !== 'active') return 0;
    const level = (await enabledLevels(db)).find((l) => l.kind === 'svip' && l.level === svip);
    return level ? privilegeValue(level, key) : 0;
  }

  return {
    async levels(lang: LanguageCode) {
      return (await enabledLevels(db)).map((l) => levelView(lang, l));
    },

    check: (userId: number) => checkOf(db, userId),

    svipPrivilege,

    /** Each enabled SVIP level's "extra lottery draws", lowest level first. */
    async svipLevels() {
      return (await enabledLevels(db))
        .filter((l) => l.kind === 'svip')
        .sort((a, b) => a.level - b.level)
        .map((l) => ({ level: l.level, extraLotteryDraws: privilegeValue(l, 'extraLotteryDraws') }));
    },

    /** The SVIP "withdrawal fee discount" (PRODUCT.md §9), in percent. */
    withdrawFeeDiscount: (userId: number) => svipPrivilege(userId, 'withdrawFeeDiscount'),

    /** Member rights: what each level unlocks, and whether this member has it now. */
    async rights(userId: number, lang: LanguageCode) {
      const now = clock.now();
      const [m, levels] = await Promise.all([currentMembership(db, userId), enabledLevels(db)]);
      const status = effectiveStatus(m, now);
      const svip = await svipLevelOf(db, userId);
      return levels.flatMap((l) => {
        const reached = l.kind === 'vip' ? status !== 'none' : svip >= l.level;
        const state: TPrivilegeState = !reached ? 'locked' : status === 'active' ? 'unlocked' : 'expired';
        return privileges(lang, l).map((p) => ({ ...p, key: `${l.kind}${l.level}.${p.key}`, state }));
      });
    },

    raiseSvip,

    /** Brings the SVIP level up to date in a transaction of its own. */
    async recomputeSvip(userId: number) {
      await db.transaction().execute((trx) => raiseSvip(trx, userId, clock.now()));
      return svipLevelOf(db, userId);
    },

    async isActive(userId: number) {
      return effectiveStatus(await currentMembership(db, userId), clock.now()) === 'active';
    },

    /** The gate of every feature that needs an active VIP (investing, tasks, team activity, chat). */
    async requireActive(userId: number) {
      if (!(await this.isActive(userId))) fail('MEMBERSHIP_REQUIRED');
    },

    /**
     * Activates, or renews inside the window. A renewal keeps the held deposit and charges the fee;
     * a new activation charges deposit and fee. Either way from the wallets, in one transaction.
     */
    async activate(userId: number, body: { levelId: number; payPassword: string }, commit: Commit) {
      const level = await findLevel(db, body.levelId);
      if (level?.kind !== 'vip' || !level.enabled) fail('NOT_FOUND');
      await users.verifyPayPassword(userId, body.payPassword);
      const now = clock.now();
      return commit.run(async (trx) => {
        await lockMember(trx, userId);
        const m = await currentMembership(trx, userId);
        const status = effectiveStatus(m, now);
        const renewal = m !== undefined && renewable(m, now);
        if (status === 'active' && !renewal && m) {
          fail('MEMBERSHIP_NOT_RENEWABLE', {
            from: new Date(m.expires_at - RENEWAL_WINDOW_MS).toISOString().slice(0, 10),
          });
        }
        const deposit = renewal ? 0 : level.deposit;
        const total = deposit + level.fee;
        let membershipId: number;
        const expiresAt = (renewal && m ? Math.max(now, m.expires_at) : now) + level.duration_days * DAY_MS;
        if (renewal && m) {
          membershipId = m.id;
          await extendMembership(trx, m.id, expiresAt, now);
        } else {
          membershipId = await insertMembership(trx, {
            user_id: userId,
            level_id: level.id,
            status: 'active',
            activated_at: now,
            expires_at: expiresAt,
            deposit,
            deposit_returned_at: null,
            updated_at: now,
          });
        }
        if (total > 0) {
          const postings = await spendPostings(trx, userId, total, SPEND_ORDER.membership);
          if (deposit > 0) postings.push({ account: platform('member_deposits_held'), amount: deposit });
          if (level.fee > 0) postings.push({ account: platform('fees_income'), amount: level.fee });
          await postEntry(trx, {
            type: 'MEMBER',
            actor: `member:${userId}`,
            now,
            reference: `membership:${membershipId}`,
            requestKey: commit.requestKey,
            postings,
          });
        }
        await events.emit(trx, 'membership.activated', {
          userId,
          membershipId,
          levelId: level.id,
          renewal,
          now,
        });
        await notify(trx, userId, 'membership_activated', { levelId: level.id, expiresAt }, now);
        return checkOf(trx, userId);
      });
    },

    /** Gives the deposit back now and ends the membership. */
    async cancel(userId: number, payPassword: string, commit: Commit) {
      await users.verifyPayPassword(userId, payPassword);
      const now = clock.now();
      return commit.run(async (trx) => {
        await lockMember(trx, userId);
        const m = await currentMembership(trx, userId);
        if (!m || m.status === 'cancelled' || m.deposit_returned_at !== null)
          fail('MEMBERSHIP_NOT_CANCELLABLE');
        if (
          !(await markDepositReturned(trx, m.id, now, {
            status: 'cancelled',
            expires_at: Math.min(m.expires_at, now),
          }))
        ) {
          fail('MEMBERSHIP_NOT_CANCELLABLE');
        }
        if (m.deposit > 0) await returnDeposit(trx, m, `member:${userId}`, now);
        return checkOf(trx, userId);
      });
    },

    async adminLevels(lang: LanguageCode) {
      return (await allLevels(db)).map((l) => levelView(lang, l));
    },

    /** An operator's edit of a level: its money terms, name and the values of its numeric privileges. */
    async updateLevel(adminId: number, body: z.output<typeof ZLevelUpdateBody>) {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const before = await findLevel(trx, body.id);
        if (!before) fail('NOT_FOUND');
        const current = JSON.parse(before.privileges) as { key: string; value: number | null }[];
        const values = body.privilegeValues ?? {};
        // Only the level's own numeric privileges take a value; their set is fixed by the product.
        for (const key of Object.keys(values)) {
          if (!current.some((p) => p.key === key && p.value !== null)) {
            fail('VALIDATION_FORMAT', { field: `privilegeValues.${key}` });
          }
        }
        const changes = {
          deposit: body.deposit,
          fee: body.fee,
          duration_days: body.durationDays,
          threshold: body.threshold,
          bonus: body.bonus,
          name: body.name,
          privileges: body.privilegeValues
            ? JSON.stringify(current.map((p) => ({ ...p, value: values[p.key] ?? p.value })))
            : undefined,
        };
        await updateLevel(trx, body.id, changes);
        await writeAudit(trx, {
          adminId,
          action: 'member:level:update',
          target: `member-level:${body.id}`,
          before,
          after: changes,
          now,
        });
      });
      return null;
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
