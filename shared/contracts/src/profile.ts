/**
 * The customer's profile (spec §3 "Registration and profile fields", §5, §7 "User and account"): names and
 * username, the phone number (unique across customers, required to pay), the newsletter and a password a staff
 * reset requires. The rules are written once here and used by the profile page and the api's schemas.
 */
import { emailProblem, nameProblem, usernameProblem, validateNewPassword, type FieldErrors } from './identity';
import { phoneProblem } from './phone';
import type { z } from 'zod';
import type { profileCheckSchema, subscriptionAnswerSchema } from './profile.schema';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  username: string;
}
export type ProfileField = keyof ProfileValues;

/** PUT /api/users: names (Unicode letters) and an optional username, §5 rules field by field. */
export function validateProfile(values: ProfileValues): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {};
  const firstName = nameProblem('First name', values.firstName);
  if (firstName) errors.firstName = firstName;
  const lastName = nameProblem('Last name', values.lastName);
  if (lastName) errors.lastName = lastName;
  const username = usernameProblem(values.username);
  if (username) errors.username = username;
  return errors;
}

/** PATCH /api/users/phone-number */
export function validatePhoneNumber(values: { phoneNumber: string }): FieldErrors<'phoneNumber'> {
  const problem = phoneProblem(values.phoneNumber);
  return problem ? { phoneNumber: problem } : {};
}

/** PUT /api/users/subscription */
export function validateSubscription(values: { email: string }): FieldErrors<'email'> {
  const problem = emailProblem(values.email);
  return problem ? { email: problem } : {};
}

/** PATCH /api/users/password/force: the new password a staff reset asks for (same rules as a reset). */
export const validateForcedPassword = validateNewPassword;

/** The §5/§8 message when a payment needs a profile detail the account lacks (a phone number). */
export const PROFILE_INCOMPLETE_MESSAGE = 'Please update your information to continue';

/** What an account still lacks before it may pay (GET /api/users/check-info). */
export const PROFILE_REQUIREMENTS = ['phoneNumber'] as const;
export type ProfileRequirement = (typeof PROFILE_REQUIREMENTS)[number];

/** GET /api/users/check-info */
export type ProfileCheck = z.infer<typeof profileCheckSchema>;

/** GET/PUT /api/users/subscription: the newsletter, by the email it goes to (null: not subscribed). */
export type NewsletterSubscription = z.infer<typeof subscriptionAnswerSchema>;
