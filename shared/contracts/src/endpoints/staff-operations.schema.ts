import { staffUserSchema } from '../staff';
import {
  forcePasswordChangeSchema,
  staffCustomerDetailSchema,
  staffCustomerParamsSchema,
  staffVoucherCreateSchema,
  staffVoucherExpireSchema,
  staffVoucherListSchema,
  staffVoucherParamsSchema,
  staffVoucherRedemptionsSchema,
  staffVoucherSchema,
  staffVoucherUpdateSchema,
} from '../staff-operations.schema';
import { defineEndpoints } from './endpoint.schema';

/**
 * Staff work on customers and vouchers (issue 18 items 5, 6, 8), staff role, each change audited with its reason: a
 * customer's page, forcing a password change, and vouchers with their redemptions. Apart from ./staff-console.ts so
 * the storefront's first load (which reads that module) carries none of it.
 * Said once here; the browser's `staffOperationsEndpoints` (./staff-operations.ts) is generated from it.
 */
export const staffOperationsSchemas = defineEndpoints(
  { area: 'staffOperations', declarations: 'staffOperationsEndpoints' },
  {
    getCustomer: { method: 'GET', capability: 'customers.read', path: '/api/admin/customers/:userId', params: staffCustomerParamsSchema, response: staffCustomerDetailSchema, tags: ['StaffUser', 'StaffAudit'] },
    forcePasswordChange: {
      method: 'POST',
      capability: 'customers.password',
      path: '/api/admin/users/:userId/password-change',
      params: staffCustomerParamsSchema,
      body: forcePasswordChangeSchema,
      response: staffUserSchema,
      tags: ['StaffUser', 'StaffAudit'],
    },
    listVouchers: { method: 'GET', capability: 'vouchers.read', path: '/api/admin/vouchers', response: staffVoucherListSchema, tags: ['StaffVoucher'] },
    createVoucher: { method: 'POST', capability: 'vouchers.create', path: '/api/admin/vouchers', body: staffVoucherCreateSchema, response: staffVoucherSchema, status: 201, tags: ['StaffVoucher', 'StaffAudit'] },
    updateVoucher: { method: 'PATCH', capability: 'vouchers.update', path: '/api/admin/vouchers/:code', params: staffVoucherParamsSchema, body: staffVoucherUpdateSchema, response: staffVoucherSchema, tags: ['StaffVoucher', 'StaffAudit'] },
    expireVoucher: { method: 'POST', capability: 'vouchers.update', path: '/api/admin/vouchers/:code/expire', params: staffVoucherParamsSchema, body: staffVoucherExpireSchema, response: staffVoucherSchema, tags: ['StaffVoucher', 'StaffAudit'] },
    listVoucherRedemptions: { method: 'GET', capability: 'vouchers.read', path: '/api/admin/vouchers/:code/redemptions', params: staffVoucherParamsSchema, response: staffVoucherRedemptionsSchema, tags: ['StaffVoucher'] },
  },
);
