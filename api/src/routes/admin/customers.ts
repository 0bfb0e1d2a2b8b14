import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffConsoleSchemas, staffOperationsSchemas } from '@storefront/contracts';
import { requireStaff } from '../../plugins/app/session';
import { forcePasswordChange } from '../../staff-customers/account-changes';
import { readCustomerPage } from '../../staff-customers/customer-page';
import { listCustomersForStaff } from '../../staff-customers/find';
import { routeOf } from '../route-of';

const security = [{ session: [] }];

/** Customers (issue 18 item 8): search by part of an email, a name or a phone number; a customer's page; forcing a password change. */
export const adminCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(staffConsoleSchemas.searchCustomers, {
      security,
      description:
        'Accounts newest first unless told, or those whose email, first or last name, full name or phone number (any form) holds `q` (case-insensitive); by state, the country of the default billing contact and the least balance; a page at a time (`next` is the cursor of the next page).',
    }),
    preHandler: requireStaff,
    handler: async (request) => listCustomersForStaff(app, request.query),
  });

  app.route({
    ...routeOf(staffOperationsSchemas.getCustomer, {
      security,
      description: 'One customer: profile, balance and promo credit with their latest ledger rows, services, invoices, sign-ins and the staff actions on them.',
    }),
    preHandler: requireStaff,
    handler: async (request) => {
      return readCustomerPage(app, request.params.userId);
    },
  });

  app.route({
    ...routeOf(staffOperationsSchemas.forcePasswordChange, {
      security,
      description: 'The customer must choose a new password (PATCH /api/users/password/force) before anything else; with a reason (audited). Not for one\'s own account.',
    }),
    preHandler: requireStaff,
    handler: async (request) => {
      return forcePasswordChange(app, { email: request.user!.email, userId: request.user!.id }, request.params.userId, request.body.reason);
    },
  });
};
