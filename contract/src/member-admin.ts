import * as z from 'zod';
import { ZAdminPageBody, ZSearchText } from './admin';
import { ZIncome } from './funds';
import { ZId, ZIdText } from './ids';
import { INVESTMENT_STATES } from './invest';
import { MEMBERSHIP_STATUSES, ZMembershipCheck } from './member';
import { ZPageOf } from './paging';
import { REPAY_TYPES } from './project';
import { ZMultiLineText, ZSingleLineText } from './text';

/**
 * The back office's member pages (`/api/admin/member/user/*`): the member list, one member's
 * profile with wallets, membership, investments and invitation tree, and banning.
 */

export const MEMBER_STATUSES = ['active', 'banned'] as const;
export type TMemberStatus = (typeof MEMBER_STATUSES)[number];
const ZMemberStatus = z.enum(MEMBER_STATUSES);

/** VIP state as it is now: `expired` as soon as the expiry passes, whatever the expiry job wrote. */
export const ZVipStatus = z.enum(MEMBERSHIP_STATUSES);
export type TVipStatus = z.infer<typeof ZVipStatus>;

const ZIso = z.string();

const ADMIN_MEMBER_SORT_FIELDS = ['createdAt', 'id', 'totalAssets', 'available'] as const;

/**
 * `search`: a number (`+1 202-555-0101`, `2025550101`, `42`; spaces, `+`, `-`, brackets ignored)
 * matches the exact id, or any part of the phone number with or without its area code once it has
 * 4 digits or more; other text matches any part of the nickname, in any case; either may be a whole
 * invitation code, in any case.
 */
export const ZAdminMemberPageBody = ZAdminPageBody(ADMIN_MEMBER_SORT_FIELDS, {
  search: ZSearchText,
  status: ZMemberStatus.optional(),
  vip: ZVipStatus.optional(),
});

/** Wallet figures in minor units; available = recharge + income + work; total assets add internal, frozen and principal still invested. */
const ZAdminMemberWallets = z.object({
  recharge: z.number().int(),
  income: z.number().int(),
  work: z.number().int(),
  internal: z.number().int(),
  frozen: z.number().int(),
  available: z.number().int(),
  totalAssets: z.number().int(),
});

const ZAdminMember = z.object({
  id: z.number().int(),
  /** Null only for the root member (the club itself). */
  areaCode: z.string().nullable(),
  phone: z.string().nullable(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  invitationCode: z.string(),
  inviterId: z.number().int().nullable(),
  status: ZMemberStatus,
  createdAt: ZIso,
  vipStatus: ZVipStatus,
  /** Expiry of the latest membership cycle; null when none was ever opened. */
  vipExpiresAt: ZIso.nullable(),
  svipLevel: z.number().int(),
  wallets: ZAdminMemberWallets,
});
export type TAdminMember = z.infer<typeof ZAdminMember>;
export const ZAdminMemberPage = ZPageOf(ZAdminMember);

export const ZAdminMemberIdQuery = z.strictObject({ id: ZIdText });

export const ZAdminMemberInfo = z.object({
  id: z.number().int(),
  areaCode: z.string().nullable(),
  phone: z.string().nullable(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  invitationCode: z.string(),
  status: ZMemberStatus,
  /** Set while banned. */
  banReason: z.string().nullable(),
  bannedAt: ZIso.nullable(),
  createdAt: ZIso,
  hasPayPassword: z.boolean(),
  /** While set and in the future, paying is locked after wrong pay passwords. */
  payLockedUntil: ZIso.nullable(),
  riskAcceptedAt: ZIso.nullable(),
  /** Exactly what the member sees on their own wallet screen. */
  wallets: ZIncome,
  /** The member's own membership answer, with the level's name. */
  membership: ZMembershipCheck.extend({ levelName: z.string().nullable() }),
  svipLevel: z.number().int(),
  invested: z.object({
    /** Principal ever invested, revoked investments excluded. */
    principal: z.number().int(),
    /** Principal still invested (not yet returned). */
    holding: z.number().int(),
    interestPaid: z.number().int(),
    interestPending: z.number().int(),
  }),
  inviter: z
    .object({
      id: z.number().int(),
      nickname: z.string(),
      areaCode: z.string().nullable(),
      phone: z.string().nullable(),
    })
    .nullable(),
  /** Members on each level of the invitation tree under this member. */
  invitees: z.object({ level1: z.number().int(), level2: z.number().int(), level3: z.number().int() }),
  /** Bank cards and TRC20 addresses the member keeps (deleted ones left out); numbers masked. */
  withdrawAccounts: z.object({
    verified: z.number().int(),
    pending: z.number().int(),
    rejected: z.number().int(),
    list: z.array(
      z.object({
        id: z.number().int(),
        kind: z.enum(['bank', 'usdt-trc20']),
        status: z.enum(['pending', 'verified', 'rejected']),
        holderName: z.string().nullable(),
        bankName: z.string().nullable(),
        /** Last four digits only (`•••• 1234`). */
        accountNumber: z.string().nullable(),
        address: z.string().nullable(),
        rejectReason: z.string().nullable(),
        createdAt: ZIso,
      }),
    ),
  }),
});
export type TAdminMemberInfo = z.infer<typeof ZAdminMemberInfo>;

const ADMIN_MEMBER_INVESTMENT_SORT_FIELDS = ['investedAt', 'id', 'principal'] as const;
export const ZAdminMemberInvestmentsBody = ZAdminPageBody(ADMIN_MEMBER_INVESTMENT_SORT_FIELDS, {
  userId: ZId,
  status: z.enum(INVESTMENT_STATES).optional(),
});

const ZAdminMemberInvestment = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  /** In the request's language, English when the project has no text in it. */
  projectTitle: z.string(),
  principal: z.number().int(),
  /** Decimal strings: `"0.015"` a day, `"5.475"` a year. */
  dailyRate: z.string(),
  annualRate: z.string(),
  cycle: z.number().int(),
  repayType: z.enum(REPAY_TYPES),
  status: z.enum(INVESTMENT_STATES),
  daysPaid: z.number().int(),
  investedAt: ZIso,
  maturesAt: ZIso,
  revokedAt: ZIso.nullable(),
  principalPaid: z.number().int(),
  interestPaid: z.number().int(),
  interestTotal: z.number().int(),
});
export type TAdminMemberInvestment = z.infer<typeof ZAdminMemberInvestment>;
export const ZAdminMemberInvestmentPage = ZPageOf(ZAdminMemberInvestment);

const ADMIN_INVITEE_SORT_FIELDS = ['createdAt', 'id'] as const;
/** Level 1: invited by the member; 2: by those; 3: by the next. `search` as in the member list. */
export const ZAdminInviteesBody = ZAdminPageBody(ADMIN_INVITEE_SORT_FIELDS, {
  userId: ZId,
  level: z
    .number()
    .int()
    .min(1)
    .max(3)
    .transform((n) => n as 1 | 2 | 3),
  search: ZSearchText,
});

const ZAdminInvitee = z.object({
  id: z.number().int(),
  areaCode: z.string().nullable(),
  phone: z.string().nullable(),
  nickname: z.string(),
  /** Who invited this member (on level 1 that is the member asked about). */
  inviterId: z.number().int().nullable(),
  status: ZMemberStatus,
  createdAt: ZIso,
  vipStatus: ZVipStatus,
  vipExpiresAt: ZIso.nullable(),
  /** This member's own level-1 invitees: the tree can be opened one more step when above 0. */
  directInvitees: z.number().int(),
});
export type TAdminInvitee = z.infer<typeof ZAdminInvitee>;
export const ZAdminInviteePage = ZPageOf(ZAdminInvitee);

/** The most members a pick answers: enough to choose from, small enough to read at a glance. */
export const MEMBER_PICK_MAX = 20;

/**
 * The back office's member picker: `search` matches as in the member list (the exact id, any part
 * of the phone number from 4 digits, any part of the nickname, a whole invitation code).
 */
export const ZAdminMemberPickBody = z.strictObject({ search: ZSingleLineText.trim().min(1).max(100) });
export type TAdminMemberPickBody = z.input<typeof ZAdminMemberPickBody>;

/** At most `MEMBER_PICK_MAX` members, an exact id match first, then the newest. */
export const ZAdminMemberPick = z.object({
  list: z.array(
    z.object({
      id: z.number().int(),
      nickname: z.string(),
      areaCode: z.string().nullable(),
      phone: z.string().nullable(),
      status: ZMemberStatus,
    }),
  ),
});
export type TAdminMemberPick = z.infer<typeof ZAdminMemberPick>;
export type TAdminMemberPicked = TAdminMemberPick['list'][number];

const BAN_REASON_MAX = 200;
/** Typed in a text area, so it keeps line breaks. */
export const ZBanBody = z.strictObject({
  id: ZId,
  reason: ZMultiLineText.trim().min(1).max(BAN_REASON_MAX),
});
export type TBanBody = z.input<typeof ZBanBody>;
/** The reason is optional when lifting a ban; it goes to the audit line. */
export const ZUnbanBody = z.strictObject({
  id: ZId,
  reason: ZMultiLineText.trim().max(BAN_REASON_MAX).optional(),
});
export type TUnbanBody = z.input<typeof ZUnbanBody>;
