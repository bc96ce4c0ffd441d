import * as z from 'zod';
import { ZSingleLineText } from './text';

/** Login password: 6 to 16 characters (specification §5). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
/** Pay password: exactly 6 digits. */
export const PAY_PASSWORD_PATTERN = /^\d{6}$/;

const ZAreaCode = z.string().regex(/^\d{1,4}$/);
export const ZPhone = z.string().regex(/^\d{4,15}$/);
export const ZPassword = ZSingleLineText.min(1).max(64);
const ZInviteCode = ZSingleLineText.trim().max(16);
const ZCaptchaAnswer = {
  captchaId: ZSingleLineText.min(1).max(64),
  captchaX: z.number().int().min(0).max(1000),
};

/** Tokens: `expire` and `refreshExpire` are lifetimes in seconds from now. */
export const ZTokens = z.object({
  token: z.string(),
  expire: z.number().int(),
  refreshToken: z.string(),
  refreshExpire: z.number().int(),
});
export type TTokens = z.infer<typeof ZTokens>;

export const ZLoginBody = z.strictObject({
  areaCode: ZAreaCode,
  phone: ZPhone,
  password: ZPassword,
  captchaId: ZCaptchaAnswer.captchaId.optional(),
  captchaX: ZCaptchaAnswer.captchaX.optional(),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZSmsBody = z.strictObject({
  areaCode: ZAreaCode,
  phone: ZPhone,
  ...ZCaptchaAnswer,
});
export type TSmsBody = z.infer<typeof ZSmsBody>;
/** Seconds until a new code may be requested, and until this one expires. */
export const ZSmsSent = z.object({ resendAfter: z.number().int(), expiresIn: z.number().int() });

export const ZRegisterCheckBody = z.strictObject({
  areaCode: ZAreaCode,
  phone: ZPhone,
  inviteCode: ZInviteCode,
});
export type TRegisterCheckBody = z.input<typeof ZRegisterCheckBody>;
export const ZRegisterCheck = z.object({ inviterNickName: z.string().nullable() });

export const ZRegisterBody = z.strictObject({
  areaCode: ZAreaCode,
  phone: ZPhone,
  password: ZPassword,
  smsCode: z.string().regex(/^\d{6}$/),
  inviteCode: ZInviteCode,
});
export type TRegisterBody = z.infer<typeof ZRegisterBody>;

export const ZRefreshQuery = z.strictObject({ refreshToken: ZSingleLineText.min(1).max(512) });

export const ZCaptchaChallenge = z.object({
  captchaId: z.string(),
  /** PNG data URL of the background with the hole. */
  backgroundImage: z.string(),
  /** PNG data URL of the piece to drag. */
  pieceImage: z.string(),
  pieceY: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  pieceSize: z.number().int(),
  expiresIn: z.number().int(),
});
export type TCaptchaChallenge = z.infer<typeof ZCaptchaChallenge>;

export const ZAdminLoginBody = z.strictObject({
  username: ZSingleLineText.min(1).max(64),
  password: ZSingleLineText.min(1).max(128),
  captchaId: ZCaptchaAnswer.captchaId.optional(),
  captchaX: ZCaptchaAnswer.captchaX.optional(),
});

/**
 * The password was right and the operator has a second factor: no session yet. The code step
 * (`/api/admin/base/open/login/code`) sends `challenge` back with a code within `expiresIn` seconds.
 */
export const ZAdminCodeNeeded = z.object({
  secondFactor: z.literal('totp'),
  challenge: z.string(),
  expiresIn: z.number().int(),
});
export type TAdminCodeNeeded = z.infer<typeof ZAdminCodeNeeded>;
/** An operator's sign-in answers tokens, as it always has, or asks for the code (`ZAdminCodeNeeded`). */
export const ZAdminLoginAnswer = z.union([ZTokens, ZAdminCodeNeeded]);
export type TAdminLoginAnswer = z.infer<typeof ZAdminLoginAnswer>;

/** A code from the operator's authenticator app (6 digits) or one of their recovery codes. */
export const ZSecondFactorCode = ZSingleLineText.trim().min(6).max(32);

/** The code step of an operator's sign-in; counts toward the same lock as wrong passwords. */
export const ZAdminCodeBody = z.strictObject({
  challenge: ZSingleLineText.min(1).max(512),
  factorCode: ZSecondFactorCode,
  captchaId: ZCaptchaAnswer.captchaId.optional(),
  captchaX: ZCaptchaAnswer.captchaX.optional(),
});
export type TAdminCodeBody = z.infer<typeof ZAdminCodeBody>;

export const ZClockAdvanceBody = z.strictObject({
  advanceSeconds: z
    .number()
    .int()
    .min(0)
    .max(10 * 365 * 86400),
});
export const ZClockState = z.object({ now: z.string() });
