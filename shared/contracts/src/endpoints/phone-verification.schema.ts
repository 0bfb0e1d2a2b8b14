import { phoneCodeSchema, phoneCodeSentSchema, phoneVerificationSchema } from '../phone-verification';
import { defineEndpoints } from './endpoint.schema';

/**
 * The account's phone verification (issue 28 item 3; tag `PhoneVerification`): whether the phone is verified, an SMS
 * code sent to it, the code confirmed. Spread into the account endpoints.
 * Said once here; the browser's `phoneVerificationEndpoints` (./phone-verification.ts) is generated from it.
 */
export const phoneVerificationSchemas = defineEndpoints(
  { area: 'account', declarations: 'phoneVerificationEndpoints' },
  {
    getPhoneVerification: { method: 'GET', path: '/api/users/phone-number/verification', response: phoneVerificationSchema, tags: ['PhoneVerification'] },
    sendPhoneCode: { method: 'POST', path: '/api/users/phone-number/send-code', response: phoneCodeSentSchema, tags: ['PhoneVerification'] },
    verifyPhoneCode: { method: 'PATCH', path: '/api/users/phone-number/verify', body: phoneCodeSchema, response: phoneVerificationSchema, tags: ['PhoneVerification', 'ProfileCheck'] },
  },
);
