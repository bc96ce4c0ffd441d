import * as z from 'zod';
import { ZId } from './ids';
import { ZSingleLineText } from './text';
import { ZPayPasswordInput } from './user';

const PRIVILEGE_STATES = ['locked', 'unlocked', 'expired'] as const;
export type TPrivilegeState = (typeof PRIVILEGE_STATES)[number];

export const ZPrivilege = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number().nullable(),
  state: z.enum(PRIVILEGE_STATES),
});

export const ZMemberLevel = z.object({
  id: z.number().int(),
  kind: z.enum(['vip', 'svip']),
  level: z.number().int(),
  name: z.string(),
  /** Refundable deposit, minor units (VIP). */
  deposit: z.number().int(),
  /** Non-refundable fee, minor units (VIP). */
  fee: z.number().int(),
  durationDays: z.number().int(),
  /** Cumulative invested principal that unlocks the level, minor units (SVIP). */
  threshold: z.number().int(),
  /** Level-up bonus paid once (SVIP), minor units. */
  bonus: z.number().int(),
  privileges: z.array(z.object({ key: z.string(), label: z.string(), value: z.number().nullable() })),
});
export type TMemberLevel = z.infer<typeof ZMemberLevel>;

export const MEMBERSHIP_STATUSES = ['none', 'active', 'expired', 'cancelled'] as const;

export const ZMembershipCheck = z.object({
  status: z.enum(MEMBERSHIP_STATUSES),
  levelId: z.number().int().nullable(),
  activatedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  deposit: z.number().int(),
  depositReturned: z.boolean(),
  depositReturnedAt: z.string().nullable(),
  /** When the deposit will come back if the membership is not renewed. */
  depositReturnDueAt: z.string().nullable(),
  renewable: z.boolean(),
  /** First moment a renewal is accepted. */
  renewableFrom: z.string().nullable(),
  svipLevel: z.number().int(),
});
export type TMembershipCheck = z.infer<typeof ZMembershipCheck>;

export const ZActivateBody = z.strictObject({
  levelId: ZId,
  payPassword: ZPayPasswordInput,
});
export type TActivateBody = z.input<typeof ZActivateBody>;
export const ZCancelBody = z.strictObject({ payPassword: ZPayPasswordInput });
export type TCancelBody = z.input<typeof ZCancelBody>;

export const ZLevelUpdateBody = z.strictObject({
  id: ZId,
  deposit: z.number().int().min(0).max(1_000_000_000_000).optional(),
  fee: z.number().int().min(0).max(1_000_000_000_000).optional(),
  durationDays: z.number().int().min(1).max(3650).optional(),
  threshold: z.number().int().min(0).max(1_000_000_000_000).optional(),
  bonus: z.number().int().min(0).max(1_000_000_000_000).optional(),
  name: ZSingleLineText.trim().min(1).max(40).optional(),
  /** New values of the level's numeric privileges, by key (extra tasks, extra draws, fee discount %). */
  privilegeValues: z.record(ZSingleLineText.max(40), z.number().int().min(0).max(1000)).optional(),
});
export type TLevelUpdateBody = z.input<typeof ZLevelUpdateBody>;
