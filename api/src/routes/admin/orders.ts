import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOrderSchemas as routes } from '@storefront/contracts';
import { requireStaff } from '../../plugins/app/session';
import { cancelOrderAsStaff, listOrdersForStaff, ordersCsvForStaff, staffOrderDetail } from '../../staff-orders/staff-orders';
import { actorOf } from '../staff-actor';
import { routeOf } from '../route-of';

const security = [{ session: [] }];

/** Orders for staff (issue 32 item 2): the list and its CSV, one order, and an unpaid one cancelled. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.listStaffOrders, { security, description: 'Orders a page at a time (newest first unless told), by status, payment method, customer, time, total, or an order id, invoice number or email; `next` is the cursor of the next page.' }),
    preHandler: requireStaff,
    handler: async (request) => listOrdersForStaff(app, request.query),
  });
  app.route({
    ...routeOf(routes.exportStaffOrders, { security, description: 'The same list as CSV (at most 10,000 rows, cents and UTC times), for a download link.' }),
    preHandler: requireStaff,
    handler: async (request, reply) =>
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="orders.csv"')
        .send(await ordersCsvForStaff(app, request.query)),
  });
  app.route({
    ...routeOf(routes.getStaffOrder, { security, description: 'One order with its lines, the payment sessions that tried to pay it, its invoice, the fulfilment of what it bought and its refund. ORDER_NOT_FOUND for another id.' }),
    preHandler: requireStaff,
    handler: async (request) => staffOrderDetail(app, request.params.orderId),
  });
  app.route({
    ...routeOf(routes.cancelStaffOrder, { security, description: 'Cancels an unpaid order (open, or waiting for a transfer), audited with the reason; money that still arrives for it goes to the balance. ORDER_STATUS_INVALID for a paid or cancelled one.' }),
    preHandler: requireStaff,
    handler: async (request) => cancelOrderAsStaff(app, actorOf(request), request.params.orderId, request.body.reason),
  });
};
