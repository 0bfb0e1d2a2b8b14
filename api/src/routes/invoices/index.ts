import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invoiceListSchema, invoiceParamsSchema, invoiceSchema } from '@storefront/contracts';
import { listInvoices, readInvoice } from '../../invoices/invoices.repository';
import { requireUser } from '../../plugins/app/session';

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/invoices',
    { preHandler: requireUser, schema: { tags: ['invoices'], security: [{ session: [] }], description: 'The customer\'s invoices, newest first.', response: { 200: invoiceListSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { items: await listInvoices(app.db, request.user!.id) };
    },
  );

  app.get(
    '/api/user/invoices/:id',
    {
      preHandler: requireUser,
      schema: { tags: ['invoices'], security: [{ session: [] }], description: 'One of the customer\'s invoices (NOT_FOUND for any other).', params: invoiceParamsSchema, response: { 200: invoiceSchema } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return readInvoice(app.db, request.user!.id, request.params.id);
    },
  );
};
