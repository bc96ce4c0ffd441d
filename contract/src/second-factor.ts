import * as z from 'zod';
import { ZSingleLineText } from './text';

// An operator's second factor: their own (`/api/admin/base/comm/factor*`), and another operator's
// reset (`/api/admin/base/operator/reset-factor`). Sign-in's code step is in `auth.ts`.

/** Where the signed-in operator stands. */
export const ZSecondFactorStatus = z.object({
  enrolled: z.boolean(),
  /** OPERATOR_MFA=required: without a factor, only enrolment, the profile and sign-out are open. */
  required: z.boolean(),
  /** Unused recovery codes left (0 without a factor). */
  recoveryCodesLeft: z.number().int(),
});
export type TSecondFactorStatus = z.infer<typeof ZSecondFactorStatus>;

/**
 * A new secret for the authenticator app: the `otpauth://` URI its QR code carries, and the secret
 * (base32) to type in instead. Nothing counts until a code from it confirms the enrolment.
 */
export const ZSecondFactorSetup = z.object({ secret: z.string(), uri: z.string() });
export type TSecondFactorSetup = z.infer<typeof ZSecondFactorSetup>;

/** A current code from the authenticator app: confirms an enrolment, or allows new recovery codes. */
export const ZSecondFactorCodeBody = z.strictObject({ factorCode: ZSingleLineText.trim().regex(/^\d{6}$/) });
export type TSecondFactorCodeBody = z.infer<typeof ZSecondFactorCodeBody>;

/** Ten single-use recovery codes, shown this once: the server keeps only their hashes. */
export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;
