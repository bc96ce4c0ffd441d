import type { LanguageCode, TPrivilegeState } from '@club/contract';
import type { Db, Trx } from '../../db';
import { DAY_MS } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { Publisher } from '../../kernel/events';
import type { Commit } from '../../kernel/idempotency';
import { platform } from '../../money/accounts';
import { postEntry } from '../../money/ledger';
import { SPEND_ORDER, spendPostings } from '../../money/spend';
import { notify } from '../message/notify';
import { lockMember } from '../user/repo';
import type { UserService } from '../user/service';
import { recountMember } from './counts';
import type { MemberEvents } from './events';
import { levelView, type PrivilegeKey, privileges, privilegeValue } from './levels';
import { effectiveStatus, membershipCheck, RENEWAL_WINDOW_MS, renewable, returnDeposit } from './membership';
import {
  currentMembership,
  enabledLevels,
  extendMembership,
  findLevel,
  insertMembership,
  markDepositReturned,
  svipLevelOf,
} from './repo';
import { raiseSvip, svipPrivilegeOf } from './svip';

/**
 * Memberships as members and the modules above see them (PRODUCT.md §6): the levels and rights,
 * the check, activation or renewal and cancellation, whether a member is active, and their SVIP
 * level and its privileges.
 */
export function createMembershipMemberService(deps: {
  db: Db;
  clock: Clock;
  users: UserService;
  events: Publisher<Trx, MemberEvents>;
}) {
  const { db, clock, users, events } = deps;

  const svipPrivilege = (userId: number, key: PrivilegeKey): Promise<number> =>
    svipPrivilegeOf(db, clock, userId, key);

  async function isActive(userId: number) {
    return effectiveStatus(await currentMembership(db, userId), clock.now()) === 'active';
  }

  return {
    async levels(lang: LanguageCode) {
      return (await enabledLevels(db)).map((l) => levelView(lang, l));
    },

    check: (userId: number) => membershipCheck(db, userId, clock.now()),

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

    /** See `svip.ts`: in the caller's transaction (an investment's). */
    raiseSvip: (trx: Trx, userId: number, now: number) => raiseSvip(trx, events, userId, now),

    /** Brings the SVIP level up to date in a transaction of its own. */
    async recomputeSvip(userId: number) {
      await db.transaction().execute((trx) => raiseSvip(trx, events, userId, clock.now()));
      return svipLevelOf(db, userId);
    },

    isActive,

    /** The gate of every feature that needs an active VIP (investing, tasks, team activity, chat). */
    async requireActive(userId: number) {
      if (!(await isActive(userId))) fail('MEMBERSHIP_REQUIRED');
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
        await recountMember(trx, userId);
        await events.emit(trx, 'membership.activated', {
          userId,
          membershipId,
          levelId: level.id,
          renewal,
          now,
        });
        await notify(trx, userId, 'membership_activated', { levelId: level.id, expiresAt }, now);
        return membershipCheck(trx, userId, clock.now());
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
        await recountMember(trx, userId);
        return membershipCheck(trx, userId, clock.now());
      });
    },
  };
}
