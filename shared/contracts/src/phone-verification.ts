import { z } from 'zod';
import { otpProblem } from './identity';

/**
 * Phone verification by an SMS one-time code (issue 28 item 3): a phone earns a free trial, an affiliate reward or a
 * wheel spin only once its owner has typed the code sent to it. The code is 6 digits, valid PHONE_CODE_LIMITS.minutes,
 * single use; at most `perHour` codes an hour for one account or one number, at most `attempts` tries a code.
 */
export const PHONE_CODE_LIMITS = { perHour: 5, attempts: 5, minutes: 10 } as const;

export const PHONE_VERIFICATION_MESSAGES = {
  noPhone: 'Add your phone number first',
  alreadyVerified: 'This phone number is already verified',
  tooManyCodes: `You can ask for ${PHONE_CODE_LIMITS.perHour} codes an hour. Please try again later`,
  noCode: 'Ask for a new code',
} as const;

/** POST /api/users/phone-number/send-code: the code went to this number (shown masked), valid until then. */
export const phoneCodeSentSchema = z.object({ phoneNumber: z.string(), expiresAt: z.string(), remainingThisHour: z.number().int() });
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;

/** PATCH /api/users/phone-number/verify */
export const phoneCodeSchema = z
  .object({ code: z.string().max(64) })
  .superRefine((v, ctx) => {
    const problem = otpProblem(v.code);
    if (problem) ctx.addIssue({ code: 'custom', path: ['code'], message: problem });
  })
  .transform((v) => ({ code: v.code.trim() }));

/** GET /api/users/phone-number/verification and the answer of a verified code. */
export const phoneVerificationSchema = z.object({ phoneNumber: z.string().nullable(), verified: z.boolean(), verifiedAt: z.string().nullable() });
export type PhoneVerification = z.infer<typeof phoneVerificationSchema>;

/** "+85576671597" → "+855 ••• ••• 597": enough for a person to know which phone to look at. */
export function maskPhone(e164: string): string {
  return e164.length > 7 ? `${e164.slice(0, 4)} ••• ••• ${e164.slice(-3)}` : e164;
}
