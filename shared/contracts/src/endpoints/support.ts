import type { z } from 'zod';
import type { SupportMessageReceipt } from '../support';
import type { supportMessageInputSchema } from '../support.schema';
import { typed, type Endpoints } from './endpoint';

/**
 * Support (spec §7 Other: POST /contacts): the contact-us form's message to the support team. Protected by
 * the captcha (action `contact`, token in x-captcha-token) and rate limited per address.
 */
export const supportEndpoints = {
  sendSupportMessage: { method: 'POST', path: '/api/contacts', body: typed<z.input<typeof supportMessageInputSchema>>(), response: typed<SupportMessageReceipt>() },
} as const satisfies Endpoints;
