import { z } from 'zod';
import { contactInputSchema, contactLimitSchema, contactListSchema, contactParamsSchema, contactSchema, contactShareSchema, contactSharesSchema } from '../contact.schema';
import { defineEndpoints } from './endpoint.schema';
import { notificationSchemas } from './notifications.schema';
import { phoneVerificationSchemas } from './phone-verification.schema';

/**
 * The signed-in customer's account (spec §7 "User and account"): billing contacts — own (at most 3, one
 * default) and shared with me, read-only — with whom I share mine, and my notifications. Tags: `Address` (the
 * contacts, their list and limit), `AddressShare` (whom I share them with), `Notification` (the list and the
 * unread count), `PhoneVerification` (the phone's SMS code).
 * Said once here; the browser's `accountEndpoints` (./account.ts) is generated from it.
 */
export const accountSchemas = defineEndpoints(
  { area: 'account', declarations: 'accountEndpoints' },
  {
    listAddresses: { method: 'GET', path: '/api/user/addresses', response: contactListSchema, tags: ['Address'] },
    getAddressLimit: { method: 'GET', path: '/api/user/addresses/limit', response: contactLimitSchema, tags: ['Address'] },
    getAddress: { method: 'GET', path: '/api/user/addresses/:id', params: contactParamsSchema, response: contactSchema, tags: ['Address'] },
    addAddress: { method: 'PUT', path: '/api/user/addresses', body: contactInputSchema, response: contactSchema, status: 201, tags: ['Address'] },
    updateAddress: { method: 'PATCH', path: '/api/user/addresses/:id', params: contactParamsSchema, body: contactInputSchema, response: contactSchema, tags: ['Address'] },
    setDefaultAddress: { method: 'PATCH', path: '/api/user/addresses/:id/default', params: contactParamsSchema, response: contactSchema, tags: ['Address'] },
    deleteAddress: { method: 'DELETE', path: '/api/user/addresses/:id', params: contactParamsSchema, response: z.null(), status: 204, tags: ['Address'] },
    listAddressShares: { method: 'GET', path: '/api/user/addresses/shares', response: contactSharesSchema, tags: ['AddressShare'] },
    shareAddresses: { method: 'POST', path: '/api/user/addresses/shares', body: contactShareSchema, response: contactSharesSchema, tags: ['AddressShare'] },
    unshareAddresses: { method: 'DELETE', path: '/api/user/addresses/shares', body: contactShareSchema, response: contactSharesSchema, tags: ['AddressShare'] },
  },
  notificationSchemas,
  phoneVerificationSchemas,
);
