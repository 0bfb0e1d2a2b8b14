import type { z } from 'zod';
import type { StaffUser } from '../staff';
import type { StaffCustomerDetail, StaffVoucher, StaffVoucherList, StaffVoucherRedemptions } from '../staff-operations';
import type { forcePasswordChangeSchema, staffVoucherCreateSchema, staffVoucherExpireSchema, staffVoucherUpdateSchema } from '../staff-operations.schema';
import { typed, type Endpoints } from './endpoint';

/**
 * Staff work on customers and vouchers (issue 18 items 5, 6, 8), staff role, each change audited with its reason: a
 * customer's page, forcing a password change, and vouchers with their redemptions. Apart from ./staff-console.ts so
 * the storefront's first load (which reads that module) carries none of it.
 */
export const staffOperationsEndpoints = {
  getCustomer: { method: 'GET', capability: 'customers.read', path: '/api/admin/customers/:userId', response: typed<StaffCustomerDetail>(), tags: ['StaffUser', 'StaffAudit'] },
  forcePasswordChange: {
    method: 'POST',
    capability: 'customers.password',
    path: '/api/admin/users/:userId/password-change',
    body: typed<z.input<typeof forcePasswordChangeSchema>>(),
    response: typed<StaffUser>(),
    tags: ['StaffUser', 'StaffAudit'],
  },
  listVouchers: { method: 'GET', capability: 'vouchers.read', path: '/api/admin/vouchers', response: typed<StaffVoucherList>(), tags: ['StaffVoucher'] },
  createVoucher: { method: 'POST', capability: 'vouchers.create', path: '/api/admin/vouchers', body: typed<z.input<typeof staffVoucherCreateSchema>>(), response: typed<StaffVoucher>(), tags: ['StaffVoucher', 'StaffAudit'] },
  updateVoucher: { method: 'PATCH', capability: 'vouchers.update', path: '/api/admin/vouchers/:code', body: typed<z.input<typeof staffVoucherUpdateSchema>>(), response: typed<StaffVoucher>(), tags: ['StaffVoucher', 'StaffAudit'] },
  expireVoucher: { method: 'POST', capability: 'vouchers.update', path: '/api/admin/vouchers/:code/expire', body: typed<z.input<typeof staffVoucherExpireSchema>>(), response: typed<StaffVoucher>(), tags: ['StaffVoucher', 'StaffAudit'] },
  listVoucherRedemptions: { method: 'GET', capability: 'vouchers.read', path: '/api/admin/vouchers/:code/redemptions', response: typed<StaffVoucherRedemptions>(), tags: ['StaffVoucher'] },
} as const satisfies Endpoints;
