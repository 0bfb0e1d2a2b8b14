import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingSchemas as routes } from '@storefront/contracts';
import { listInvoices, readInvoice } from '../../invoices/invoices.repository';
import { requireUser } from '../../plugins/app/session';
import { routeOf } from '../route-of';

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.route({
    ...routeOf(routes.listInvoices, { security, description: 'The customer\'s invoices, newest first.' }),
    preHandler: requireUser,
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { items: await listInvoices(app.db, request.user!.id) };
    },
  });

  app.route({
    ...routeOf(routes.getInvoice, { security, description: 'One of the customer\'s invoices (NOT_FOUND for any other).' }),
    preHandler: requireUser,
    handler: async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return readInvoice(app.db, request.user!.id, request.params.id);
    },
  });
};
