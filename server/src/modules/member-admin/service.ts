import {
  type LanguageCode,
  MEMBER_PICK_MAX,
  type TAdminInvitee,
  type TAdminMember,
  type TAdminMemberInfo,
  type TAdminMemberInvestment,
  type TMemberStatus,
  type TVipStatus,
} from '@club/contract';
import type { Db, Trx } from '../../db';
import { pageOf } from '../../db/paged';
import { guardSubject } from '../../kernel/attempt-guard';
import { findGuard } from '../../kernel/attempt-guard-repo';
import { DAY_MS, isoOrNull } from '../../kernel/calendar';
import type { Clock } from '../../kernel/clock';
import { fail } from '../../kernel/errors';
import type { Publisher } from '../../kernel/events';
import { rates } from '../../money/schedule';
import { writeAudit } from '../audit/repo';
import type { FundsService } from '../funds/service';
import { userTotals } from '../invest/repo';
import { findLevel } from '../member/repo';
import type { MemberService } from '../member/service';
import { textsOf } from '../project/repo';
import { revokeSubjectSessions } from '../session/repo';
import type { MemberAdminEvents } from './events';
import {
  countInvitees,
  findMember,
  investmentPage,
  inviteePage,
  type MemberFilter,
  type MemberSort,
  markBanned,
  markUnbanned,
  memberPage,
  pickMembers,
  withdrawAccountsOf,
} from './repo';

type Order = 'asc' | 'desc';
type Paging = { page: number; size: number; sortOrder: Order };
type Level = 1 | 2 | 3;
type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

/** The last four digits, as the member's own card list shows them. */
const masked = (number: string | null) => (number ? `•••• ${number.replace(/\s/g, '').slice(-4)}` : null);
/** What an audit line records of a ban. */
const banState = (u: MemberRow) => ({ status: u.status, ban_reason: u.ban_reason, banned_at: u.banned_at });

/**
 * The back office's member pages: the list with wallet figures, one member in full, their
 * investments and invitation tree, and banning (which ends every session of the member at once).
 */
export function createMemberAdminService(deps: {
  db: Db;
  clock: Clock;
  events: Publisher<Trx, MemberAdminEvents>;
  funds: FundsService;
  members: MemberService;
}) {
  const { db, clock, events, funds, members } = deps;

  async function load(id: number) {
    const u = await findMember(db, id);
    if (!u) fail('NOT_FOUND');
    return u;
  }

  return {
    async pick(search: string) {
      const rows = await pickMembers(db, search, MEMBER_PICK_MAX);
      return {
        list: rows.map((u) => ({
          id: u.id,
          nickname: u.nickname,
          areaCode: u.area_code,
          phone: u.phone,
          status: u.status,
        })),
      };
    },
    async page(body: Paging & MemberFilter & { sortField?: MemberSort['field'] }) {
      const now = clock.now();
      const filter: MemberFilter = { search: body.search, status: body.status, vip: body.vip };
      const { rows, total } = await memberPage(
        db,
        filter,
        { field: body.sortField, order: body.sortOrder },
        now,
        body,
      );
      const list = rows.map(
        (r): TAdminMember => ({
          id: r.id,
          areaCode: r.area_code,
          phone: r.phone,
          nickname: r.nickname,
          avatar: r.avatar,
          invitationCode: r.invitation_code,
          inviterId: r.inviter_id,
          status: r.status as TMemberStatus,
          createdAt: new Date(r.created_at).toISOString(),
          vipStatus: r.vip_status,
          vipExpiresAt: isoOrNull(r.vip_expires_at === null ? null : Number(r.vip_expires_at)),
          svipLevel: r.svip_level,
          wallets: {
            recharge: Number(r.recharge),
            income: Number(r.income),
            work: Number(r.work),
            internal: Number(r.internal),
            frozen: Number(r.frozen),
            available: Number(r.available),
            totalAssets: Number(r.total_assets),
          },
        }),
      );
      return pageOf(list, body, total);
    },

    async info(id: number): Promise<TAdminMemberInfo> {
      const u = await load(id);
      const [wallets, membership, totals, inviter, level1, level2, level3, accounts, payGuard] =
        await Promise.all([
          funds.income(id),
          members.check(id),
          userTotals(db, id),
          u.inviter_id === null ? undefined : findMember(db, u.inviter_id),
          countInvitees(db, id, 1),
          countInvitees(db, id, 2),
          countInvitees(db, id, 3),
          withdrawAccountsOf(db, id),
          findGuard(db, guardSubject.pay(id)),
        ]);
      const level = membership.levelId === null ? undefined : await findLevel(db, membership.levelId);
      const count = (status: string) => accounts.filter((a) => a.status === status).length;
      return {
        id: u.id,
        areaCode: u.area_code,
        phone: u.phone,
        nickname: u.nickname,
        avatar: u.avatar,
        invitationCode: u.invitation_code,
        status: u.status,
        banReason: u.ban_reason,
        bannedAt: isoOrNull(u.banned_at),
        createdAt: new Date(u.created_at).toISOString(),
        hasPayPassword: u.pay_password_hash !== null,
        payLockedUntil: isoOrNull(payGuard?.locked_until ?? null),
        riskAcceptedAt: isoOrNull(u.risk_accepted_at),
        wallets,
        membership: { ...membership, levelName: level?.name ?? null },
        svipLevel: membership.svipLevel,
        invested: {
          principal: totals.invested,
          holding: totals.holding,
          interestPaid: totals.interestPaid,
          interestPending: totals.interestPending,
        },
        inviter: inviter
          ? { id: inviter.id, nickname: inviter.nickname, areaCode: inviter.area_code, phone: inviter.phone }
          : null,
        invitees: { level1, level2, level3 },
        withdrawAccounts: {
          verified: count('verified'),
          pending: count('pending'),
          rejected: count('rejected'),
          list: accounts.map((a) => ({
            id: a.id,
            kind: a.kind,
            status: a.status,
            holderName: a.holder_name,
            bankName: a.bank_name,
            accountNumber: masked(a.account_number),
            address: a.address,
            rejectReason: a.reject_reason,
            createdAt: new Date(a.created_at).toISOString(),
          })),
        },
      };
    },

    async investments(
      body: Paging & {
        userId: number;
        status?: 'holding' | 'completed' | 'revoked';
        sortField?: 'investedAt' | 'id' | 'principal';
      },
      lang: LanguageCode,
    ) {
      await load(body.userId);
      const filter = { userId: body.userId, status: body.status };
      const { rows, total } = await investmentPage(
        db,
        filter,
        { field: body.sortField, order: body.sortOrder },
        body,
      );
      const texts = await textsOf(db, [...new Set(rows.map((r) => r.project_id))], [lang, 'en']);
      const title = (projectId: number) =>
        (
          texts.find((t) => t.project_id === projectId && t.lang === lang) ??
          texts.find((t) => t.project_id === projectId)
        )?.title ?? '';
      const list = rows.map(
        (r): TAdminMemberInvestment => ({
          id: r.id,
          projectId: r.project_id,
          projectTitle: title(r.project_id),
          principal: r.principal,
          ...rates(r.daily_rate_ppm),
          cycle: r.cycle_days,
          repayType: r.repay_type,
          status: r.status,
          daysPaid: r.days_paid,
          investedAt: new Date(r.invested_at).toISOString(),
          maturesAt: new Date(r.invested_at + r.cycle_days * DAY_MS).toISOString(),
          revokedAt: isoOrNull(r.revoked_at),
          principalPaid: r.principal_paid,
          interestPaid: r.interest_paid,
          interestTotal: r.interest_total,
        }),
      );
      return pageOf(list, body, total);
    },

    async invitees(
      body: Paging & { userId: number; level: Level; search?: string; sortField?: 'createdAt' | 'id' },
    ) {
      await load(body.userId);
      const now = clock.now();
      const { rows, total } = await inviteePage(
        db,
        body,
        { field: body.sortField, order: body.sortOrder },
        now,
        body,
      );
      const list = rows.map(
        (r): TAdminInvitee => ({
          id: r.id,
          areaCode: r.area_code,
          phone: r.phone,
          nickname: r.nickname,
          inviterId: r.inviter_id,
          status: r.status as TMemberStatus,
          createdAt: new Date(r.created_at).toISOString(),
          vipStatus: r.vip_status as TVipStatus,
          vipExpiresAt: isoOrNull(r.vip_expires_at === null ? null : Number(r.vip_expires_at)),
          directInvitees: Number(r.direct_invitees),
        }),
      );
      return pageOf(list, body, total);
    },

    /**
     * Bans the member and ends every one of their sessions in the same transaction: the next call
     * with any of their tokens answers 401, and login answers ACCOUNT_BANNED. `member.banned` goes
     * out last, so what listens to it (chat closes the member's sockets, which no rollback can
     * reopen) runs only once everything else of the ban is written.
     */
    async ban(adminId: number, body: { id: number; reason: string }) {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const before = await findMember(trx, body.id);
        if (!before) fail('NOT_FOUND');
        if (!(await markBanned(trx, body.id, body.reason, now))) fail('MEMBER_ALREADY_BANNED');
        const [revoked] = await revokeSubjectSessions(trx, { kind: 'member', id: body.id }, now, 'banned');
        const after = (await findMember(trx, body.id)) as MemberRow;
        await writeAudit(trx, {
          adminId,
          action: 'member:user:ban',
          target: `user:${body.id}`,
          before: banState(before),
          after: { ...banState(after), sessions_revoked: Number(revoked?.numUpdatedRows ?? 0) },
          now,
        });
        await events.emit(trx, 'member.banned', { userId: body.id, now });
      });
      return null;
    },

    /** Lifts the ban: the member may log in again (their old sessions stay ended). */
    async unban(adminId: number, body: { id: number; reason?: string }) {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const before = await findMember(trx, body.id);
        if (!before) fail('NOT_FOUND');
        if (!(await markUnbanned(trx, body.id))) fail('MEMBER_NOT_BANNED');
        const after = (await findMember(trx, body.id)) as MemberRow;
        await writeAudit(trx, {
          adminId,
          action: 'member:user:unban',
          target: `user:${body.id}`,
          before: banState(before),
          after: { ...banState(after), reason: body.reason ?? null },
          now,
        });
      });
      return null;
    },
  };
}

export type MemberAdminService = ReturnType<typeof createMemberAdminService>;
