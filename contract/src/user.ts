import * as z from 'zod';
import { ZPassword } from './auth';
import { REPORT_ROLES } from './report';
import { ZSingleLineText } from './text';

export const ZPerson = z.object({
  id: z.number().int(),
  nickName: z.string(),
  avatar: z.string().nullable(),
  areaCode: z.string(),
  phone: z.string(),
  invitationCode: z.string(),
  /** ISO time; null until membership (VIP) is opened. */
  memberExpireAt: z.string().nullable(),
  hasPayPassword: z.boolean(),
  createdAt: z.string(),
  /** Director or assistant: the member sees team reports (PRODUCT.md §11); null for everyone else. */
  reportRole: z.enum(REPORT_ROLES).nullable(),
});
export type TPerson = z.infer<typeof ZPerson>;

export const NICKNAME_MAX = 32;

export const ZUpdatePersonBody = z.strictObject({
  nickName: ZSingleLineText.max(NICKNAME_MAX).optional(),
  /** A URL returned by the upload call. */
  avatar: ZSingleLineText.max(200).optional(),
});
export type TUpdatePersonBody = z.infer<typeof ZUpdatePersonBody>;

export const ZUpdatePasswordBody = z.strictObject({
  oldPassword: ZPassword,
  password: ZPassword,
  confirmPassword: ZPassword,
});
export type TUpdatePasswordBody = z.input<typeof ZUpdatePasswordBody>;

/** What a pay-password field sends; the service checks it is 6 digits, with its own error. */
export const ZPayPasswordInput = ZSingleLineText.max(32);

export const ZSetPayPasswordBody = z.strictObject({
  payPassword: ZPayPasswordInput,
  confirmPayPassword: ZPayPasswordInput,
});
export type TSetPayPasswordBody = z.input<typeof ZSetPayPasswordBody>;

export const ZUpdatePayPasswordBody = z.strictObject({
  oldPayPassword: ZPayPasswordInput,
  payPassword: ZPayPasswordInput,
  confirmPayPassword: ZPayPasswordInput,
});
export type TUpdatePayPasswordBody = z.input<typeof ZUpdatePayPasswordBody>;

/**
 * A forgotten pay password is replaced through a code sent by SMS to the member's registered phone
 * (`/api/app/user/info/payPasswordReset/sms`, then `/api/app/user/info/resetPayPassword`). As banks
 * do, withdrawals are then held for `PAY_PASSWORD_RESET_HOLD_HOURS` (PAY_PASSWORD_RESET_HOLD).
 */
export const ZResetPayPasswordBody = z.strictObject({
  smsCode: z.string().regex(/^\d{6}$/),
  payPassword: ZPayPasswordInput,
  confirmPayPassword: ZPayPasswordInput,
});
export type TResetPayPasswordBody = z.input<typeof ZResetPayPasswordBody>;
export const PAY_PASSWORD_RESET_HOLD_HOURS = 24;
/** Where the code went (the registered phone, masked: +1 ••• 0189), and the SMS timings. */
export const ZPayPasswordResetSent = z.object({
  phone: z.string(),
  resendAfter: z.number().int(),
  expiresIn: z.number().int(),
});
export type TPayPasswordResetSent = z.infer<typeof ZPayPasswordResetSent>;
