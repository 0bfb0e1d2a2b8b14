import { z } from 'zod';
import { staffOrderCancelSchema, staffOrderDetailSchema, staffOrderParamsSchema, staffOrdersPageSchema, staffOrdersQuerySchema } from '../staff-orders';
import { defineEndpoints } from './endpoint.schema';

/** The CSV of a list: every row its filters find (at most STAFF_LIST_LIMITS.csvMax), in its order, with a header row. */
const csvSchema = z.string().describe('text/csv');

/**
 * Orders for staff (issue 32 item 2): the list with its filters, order and pages, its CSV, one order with its
 * payments, invoice and fulfilment, and an unpaid order cancelled (the refund of a paid one is programmes'
 * `refundOrder`). Tag `StaffOrder`.
 */
export const staffOrderSchemas = defineEndpoints(
  { area: 'staffOrders', declarations: 'staffOrderEndpoints' },
  {
    /** Orders, newest first unless told, a page at a time: by status, method, customer, time, total, or an id, invoice number or email. */
    listStaffOrders: { method: 'GET', capability: 'orders.read', path: '/api/admin/orders', query: staffOrdersQuerySchema, response: staffOrdersPageSchema, tags: ['StaffOrder'] },
    /** The same list as CSV (a download link, `pathOf` with the list's query; not a cached read). */
    exportStaffOrders: {
      method: 'GET',
      capability: 'orders.read',
      path: '/api/admin/orders.csv',
      query: staffOrdersQuerySchema.omit({ after: true, limit: true }),
      response: csvSchema,
      kind: 'mutation',
    },
    /** One order: its lines, the payment sessions that tried to pay it, its invoice, the fulfilment of what it bought, its refund. */
    getStaffOrder: { method: 'GET', capability: 'orders.read', path: '/api/admin/orders/:orderId', params: staffOrderParamsSchema, response: staffOrderDetailSchema, tags: ['StaffOrder'] },
    /** An unpaid order cancelled, with why (audited): its open payment sessions end; money that still arrives goes to the balance. */
    cancelStaffOrder: {
      method: 'POST',
      capability: 'orders.cancel',
      path: '/api/admin/orders/:orderId/cancel',
      params: staffOrderParamsSchema,
      body: staffOrderCancelSchema,
      response: staffOrderDetailSchema,
      tags: ['StaffOrder', 'StaffAudit'],
    },
  },
);
