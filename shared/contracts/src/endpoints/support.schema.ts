import { supportMessageInputSchema, supportMessageReceiptSchema } from '../support.schema';
import { defineEndpoints } from './endpoint.schema';

/**
 * Support (spec §7 Other: POST /contacts): the contact-us form's message to the support team. Protected by
 * the captcha (action `contact`, token in x-captcha-token) and rate limited per address.
 * Said once here; the browser's `supportEndpoints` (./support.ts) is generated from it.
 */
export const supportSchemas = defineEndpoints(
  { area: 'support', declarations: 'supportEndpoints' },
  {
    sendSupportMessage: { method: 'POST', path: '/api/contacts', body: supportMessageInputSchema, response: supportMessageReceiptSchema, status: 201 },
  },
);
