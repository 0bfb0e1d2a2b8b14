import { forcedPasswordSchema, phoneNumberUpdateSchema, profileCheckSchema, profileUpdateSchema, subscriptionAnswerSchema, subscriptionSchema } from '../profile.schema';
import { remindersSchema } from '../reminders';
import { userInfoSchema } from '../user';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';
import { profileEndpoints } from './profile';

const schemas = {
  updateProfile: { body: profileUpdateSchema, response: userInfoSchema },
  updatePhoneNumber: { body: phoneNumberUpdateSchema, response: userInfoSchema },
  checkProfileInfo: { response: profileCheckSchema },
  subscribeNewsletter: { body: subscriptionSchema, response: subscriptionAnswerSchema },
  unsubscribeNewsletter: { response: subscriptionAnswerSchema },
  listReminders: { response: remindersSchema },
  setForcedPassword: { body: forcedPasswordSchema, response: userInfoSchema },
} as const;

export const profileSchemas: BoundEndpoints<typeof profileEndpoints, typeof schemas> = bindSchemas('profile', profileEndpoints, schemas);
