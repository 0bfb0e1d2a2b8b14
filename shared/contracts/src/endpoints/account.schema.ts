import { z } from 'zod';
import { notificationPageSchema, notificationQuerySchema, notificationSchema } from '../catalogue-api';
import { contactInputSchema, contactLimitSchema, contactListSchema, contactParamsSchema, contactSchema, contactShareSchema, contactSharesSchema } from '../contact.schema';
import { markAllReadResultSchema, notificationParamsSchema, unreadCountSchema } from '../notifications';
import { phoneCodeSchema, phoneCodeSentSchema, phoneVerificationSchema } from '../phone-verification';
import { accountEndpoints } from './account';
import { bindSchemas, type BoundEndpoints } from './endpoint.schema';

const schemas = {
  listAddresses: { response: contactListSchema },
  getAddressLimit: { response: contactLimitSchema },
  getAddress: { params: contactParamsSchema, response: contactSchema },
  addAddress: { body: contactInputSchema, response: contactSchema, status: 201 },
  updateAddress: { params: contactParamsSchema, body: contactInputSchema, response: contactSchema },
  setDefaultAddress: { params: contactParamsSchema, response: contactSchema },
  deleteAddress: { params: contactParamsSchema, response: z.null(), status: 204 },
  listAddressShares: { response: contactSharesSchema },
  shareAddresses: { body: contactShareSchema, response: contactSharesSchema },
  unshareAddresses: { body: contactShareSchema, response: contactSharesSchema },
  listNotifications: { query: notificationQuerySchema, response: notificationPageSchema },
  countUnreadNotifications: { response: unreadCountSchema },
  markNotificationRead: { params: notificationParamsSchema, response: notificationSchema },
  markAllNotificationsRead: { response: markAllReadResultSchema },
  getPhoneVerification: { response: phoneVerificationSchema },
  sendPhoneCode: { response: phoneCodeSentSchema },
  verifyPhoneCode: { body: phoneCodeSchema, response: phoneVerificationSchema },
} as const;

export const accountSchemas: BoundEndpoints<typeof accountEndpoints, typeof schemas> = bindSchemas('account', accountEndpoints, schemas);
