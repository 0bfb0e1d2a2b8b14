import { forcedPasswordSchema, phoneNumberUpdateSchema, profileCheckSchema, profileUpdateSchema, subscriptionAnswerSchema, subscriptionSchema } from '../profile.schema';
import { remindersSchema } from '../reminders';
import { userInfoSchema } from '../user';
import { defineEndpoints } from './endpoint.schema';

/**
 * The customer's profile (spec §7 "User and account"): names and username, the phone number (unique across
 * customers; the fortune wheel asks for it too), whether the account may pay, the newsletter and the new
 * password a staff reset requires. Each answers the signed-in user again (tag `User`) but check-info.
 * Said once here; the browser's `profileEndpoints` (./profile.ts) is generated from it.
 */
export const profileSchemas = defineEndpoints(
  { area: 'profile', declarations: 'profileEndpoints' },
  {
    updateProfile: { method: 'PUT', path: '/api/users', body: profileUpdateSchema, response: userInfoSchema, tags: ['User'] },
    updatePhoneNumber: { method: 'PATCH', path: '/api/users/phone-number', body: phoneNumberUpdateSchema, response: userInfoSchema, tags: ['User', 'ProfileCheck'] },
    checkProfileInfo: { method: 'GET', path: '/api/users/check-info', response: profileCheckSchema, tags: ['ProfileCheck'] },
    subscribeNewsletter: { method: 'PUT', path: '/api/users/subscription', body: subscriptionSchema, response: subscriptionAnswerSchema, tags: ['User'] },
    unsubscribeNewsletter: { method: 'DELETE', path: '/api/users/subscription', response: subscriptionAnswerSchema, tags: ['User'] },
    listReminders: { method: 'GET', path: '/api/users/reminders', response: remindersSchema, tags: ['Reminder'] },
    setForcedPassword: { method: 'PATCH', path: '/api/users/password/force', body: forcedPasswordSchema, response: userInfoSchema, tags: ['User'] },
  },
);
