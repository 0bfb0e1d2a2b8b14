import type { z } from 'zod';
import type { Contact, contactInputSchema, contactLimitSchema, contactListSchema, contactShareSchema, contactSharesSchema } from '../contact.schema';
import { typed, type Endpoints } from './endpoint';
import { notificationEndpoints } from './notifications';
import { phoneVerificationEndpoints } from './phone-verification';

/**
 * The signed-in customer's account (spec §7 "User and account"): billing contacts — own (at most 3, one
 * default) and shared with me, read-only — with whom I share mine, and my notifications. Tags: `Address` (the
 * contacts, their list and limit), `AddressShare` (whom I share them with), `Notification` (the list and the
 * unread count), `PhoneVerification` (the phone's SMS code).
 */
export const accountEndpoints = {
  listAddresses: { method: 'GET', path: '/api/user/addresses', response: typed<z.infer<typeof contactListSchema>>(), tags: ['Address'] },
  getAddressLimit: { method: 'GET', path: '/api/user/addresses/limit', response: typed<z.infer<typeof contactLimitSchema>>(), tags: ['Address'] },
  getAddress: { method: 'GET', path: '/api/user/addresses/:id', response: typed<Contact>(), tags: ['Address'] },
  addAddress: { method: 'PUT', path: '/api/user/addresses', body: typed<z.input<typeof contactInputSchema>>(), response: typed<Contact>(), tags: ['Address'] },
  updateAddress: { method: 'PATCH', path: '/api/user/addresses/:id', body: typed<z.input<typeof contactInputSchema>>(), response: typed<Contact>(), tags: ['Address'] },
  setDefaultAddress: { method: 'PATCH', path: '/api/user/addresses/:id/default', response: typed<Contact>(), tags: ['Address'] },
  deleteAddress: { method: 'DELETE', path: '/api/user/addresses/:id', response: typed<null>(), tags: ['Address'] },
  listAddressShares: { method: 'GET', path: '/api/user/addresses/shares', response: typed<z.infer<typeof contactSharesSchema>>(), tags: ['AddressShare'] },
  shareAddresses: { method: 'POST', path: '/api/user/addresses/shares', body: typed<z.input<typeof contactShareSchema>>(), response: typed<z.infer<typeof contactSharesSchema>>(), tags: ['AddressShare'] },
  unshareAddresses: { method: 'DELETE', path: '/api/user/addresses/shares', body: typed<z.input<typeof contactShareSchema>>(), response: typed<z.infer<typeof contactSharesSchema>>(), tags: ['AddressShare'] },
  ...notificationEndpoints,
  ...phoneVerificationEndpoints,
} as const satisfies Endpoints;
