import * as z from 'zod';
import { ZAdminPageBody, ZSearchText } from './admin';
import { ROW_ID_MAX, ZId } from './ids';
import { ZPageOf } from './paging';

// ---------------------------------------------------------------------------------------------
// Directors and assistants (PRODUCT.md §11). An operator makes a member a director, and a member
// an assistant of one director. A director's team is everyone under them at any depth and everyone
// under their assistants (assist invitations); an assistant's is everyone under them. A member
// sees of their team only masked phones, membership state and totals, never balances.

export const REPORT_ROLES = ['director', 'assistant'] as const;
export type TReportRole = (typeof REPORT_ROLES)[number];

/** Days a graph spans. */
export const REPORT_RANGES = [7, 30, 90] as const;
/** What a graph draws: new registrations, shareholding held at each day's end, team size and members. */
export const REPORT_GRAPHS = ['growth', 'shareholding', 'team'] as const;
export type TReportGraphKind = (typeof REPORT_GRAPHS)[number];

/** A director may look at one of their assistants' reports; without it, their own. */
const ZAssistantScope = z.coerce.number().int().min(1).max(ROW_ID_MAX).optional();

export const ZReportQuery = z.strictObject({ assistantId: ZAssistantScope });

/** Sums over a day, the week and all time, in minor units, in the platform's time zone. */
const ZReportAmounts = z.object({
  day: z.number().int(),
  week: z.number().int(),
  total: z.number().int(),
});

const ZReportLevel = z.object({
  level: z.number().int(),
  users: z.number().int(),
  members: z.number().int(),
  nonMembers: z.number().int(),
});

/** `GET app/report/report/summary`: the team in all and by level, and its money figures. */
export const ZReportSummary = z.object({
  role: z.enum(REPORT_ROLES),
  /** The member whose team this is (the caller, or the director's assistant asked for). */
  holderId: z.number().int(),
  holderPhone: z.string(),
  timeZone: z.string(),
  users: z.number().int(),
  members: z.number().int(),
  nonMembers: z.number().int(),
  /** Team activity groups completed by leaders in the team. */
  teams: z.number().int(),
  assistants: z.number().int(),
  levels: z.array(ZReportLevel),
  /** Returns (interest and dividends) the team's investments paid. */
  income: ZReportAmounts,
  /** Principal the team invested (revoked investments left out). */
  shareholding: ZReportAmounts,
});
export type TReportSummary = z.infer<typeof ZReportSummary>;

export const ZReportMembersQuery = z.strictObject({
  assistantId: ZAssistantScope,
  /** A user id, or digits of a phone number (at least 4). */
  search: ZSearchText,
  status: z.enum(['activated', 'notActivated']).optional(),
  feeReturned: z.enum(['yes', 'no']).optional(),
  level: z.coerce.number().int().min(1).max(1_000).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});
export type TReportMembersQuery = z.infer<typeof ZReportMembersQuery>;

const ZReportMember = z.object({
  userId: z.number().int(),
  /** The phone with its middle hidden. */
  mobile: z.string(),
  memberStatus: z.enum(['activated', 'notActivated']),
  /** When the latest membership began; null when never activated. */
  activateMemberTime: z.string().nullable(),
  /** The latest membership's deposit was returned. */
  isMemberFeeReturned: z.boolean(),
  registeredTime: z.string(),
  /** Depth under the report's holder, or under the assistant who invited them. */
  level: z.number().int(),
  /** Invited under one of the director's assistants, not under the director. */
  assist: z.boolean(),
});
export type TReportMember = z.infer<typeof ZReportMember>;
export const ZReportMembers = ZPageOf(ZReportMember);

export const ZReportAssistantsQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(20),
});

const ZReportAssistant = z.object({
  userId: z.number().int(),
  mobile: z.string(),
  nickname: z.string(),
  since: z.string(),
  users: z.number().int(),
  members: z.number().int(),
  shareholding: z.number().int(),
});
export type TReportAssistant = z.infer<typeof ZReportAssistant>;
export const ZReportAssistants = ZPageOf(ZReportAssistant);

export const ZReportGraphQuery = z.strictObject({
  assistantId: ZAssistantScope,
  graph: z.enum(REPORT_GRAPHS),
  /** The screens offer 7, 30 and 90; any span in between draws. */
  days: z.coerce.number().int().min(7).max(90).default(7),
});

/** One day of a graph (the day in the platform's time zone, `YYYY-MM-DD`). */
const ZReportPoint = z.object({
  day: z.string(),
  /** New registrations, shareholding at the day's end, or team size at the day's end. */
  value: z.number().int(),
  /** The team graph's second line: members at the day's end. */
  members: z.number().int().optional(),
});
export const ZReportGraph = z.object({
  graph: z.enum(REPORT_GRAPHS),
  days: z.number().int(),
  points: z.array(ZReportPoint),
});
export type TReportGraph = z.infer<typeof ZReportGraph>;

// ---- Back office ----

export const ZAdminReportRolePageBody = ZAdminPageBody(['createdAt'], {
  role: z.enum(REPORT_ROLES).optional(),
  directorId: ZId.optional(),
  /** A user id or digits of a phone number. */
  search: ZSearchText,
});

const ZAdminReportRole = z.object({
  userId: z.number().int(),
  phone: z.string(),
  nickname: z.string(),
  role: z.enum(REPORT_ROLES),
  directorId: z.number().int().nullable(),
  directorPhone: z.string().nullable(),
  since: z.string(),
  assistants: z.number().int(),
  users: z.number().int(),
});
export type TAdminReportRole = z.infer<typeof ZAdminReportRole>;
export const ZAdminReportRolePage = ZPageOf(ZAdminReportRole);

export const ZAdminReportRoleAddBody = z.strictObject({
  userId: ZId,
  role: z.enum(REPORT_ROLES),
  /** Required for an assistant: the director they work for. */
  directorId: ZId.optional(),
});
export type TAdminReportRoleAddBody = z.input<typeof ZAdminReportRoleAddBody>;
export const ZAdminReportRoleRemoveBody = z.strictObject({
  userId: ZId,
});
