import type { z } from 'zod';
import type { PhoneCodeSent, PhoneVerification, phoneCodeSchema } from '../phone-verification';
import { typed, type Endpoints } from './endpoint';

/**
 * The account's phone verification (issue 28 item 3; tag `PhoneVerification`): whether the phone is verified, an SMS
 * code sent to it, the code confirmed. Spread into the account endpoints.
 */
export const phoneVerificationEndpoints = {
  getPhoneVerification: { method: 'GET', path: '/api/users/phone-number/verification', response: typed<PhoneVerification>(), tags: ['PhoneVerification'] },
  sendPhoneCode: { method: 'POST', path: '/api/users/phone-number/send-code', response: typed<PhoneCodeSent>(), tags: ['PhoneVerification'] },
  verifyPhoneCode: { method: 'PATCH', path: '/api/users/phone-number/verify', body: typed<z.input<typeof phoneCodeSchema>>(), response: typed<PhoneVerification>(), tags: ['PhoneVerification', 'ProfileCheck'] },
} as const satisfies Endpoints;
