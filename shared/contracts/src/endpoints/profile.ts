import type { z } from 'zod';
import type { ProfileCheck } from '../profile';
import type { Reminders } from '../reminders';
import type { forcedPasswordSchema, phoneNumberUpdateSchema, profileUpdateSchema, subscriptionAnswerSchema, subscriptionSchema } from '../profile.schema';
import type { UserInfo } from '../user';
import { typed, type Endpoints } from './endpoint';

/**
 * The customer's profile (spec §7 "User and account"): names and username, the phone number (unique across
 * customers; the fortune wheel asks for it too), whether the account may pay, the newsletter and the new
 * password a staff reset requires. Each answers the signed-in user again (tag `User`) but check-info.
 */
export const profileEndpoints = {
  updateProfile: { method: 'PUT', path: '/api/users', body: typed<z.input<typeof profileUpdateSchema>>(), response: typed<UserInfo>(), tags: ['User'] },
  updatePhoneNumber: { method: 'PATCH', path: '/api/users/phone-number', body: typed<z.input<typeof phoneNumberUpdateSchema>>(), response: typed<UserInfo>(), tags: ['User', 'ProfileCheck'] },
  checkProfileInfo: { method: 'GET', path: '/api/users/check-info', response: typed<ProfileCheck>(), tags: ['ProfileCheck'] },
  subscribeNewsletter: { method: 'PUT', path: '/api/users/subscription', body: typed<z.input<typeof subscriptionSchema>>(), response: typed<z.infer<typeof subscriptionAnswerSchema>>(), tags: ['User'] },
  unsubscribeNewsletter: { method: 'DELETE', path: '/api/users/subscription', response: typed<z.infer<typeof subscriptionAnswerSchema>>(), tags: ['User'] },
  listReminders: { method: 'GET', path: '/api/users/reminders', response: typed<Reminders>(), tags: ['Reminder'] },
  setForcedPassword: { method: 'PATCH', path: '/api/users/password/force', body: typed<z.input<typeof forcedPasswordSchema>>(), response: typed<UserInfo>(), tags: ['User'] },
} as const satisfies Endpoints;
