import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingSchemas as routes, isLocale } from '@storefront/contracts';
import { listMyInvoices, listMyPaymentTransactions, myInvoicePdf, myPromoCreditServices, readMyCompanyInfo, readMyInvoice, saveMyCompanyInfo } from '../../invoices/my-billing';
import { requireUser } from '../../plugins/app/session';
import { routeOf } from '../route-of';

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.route({
    ...routeOf(routes.listInvoices, { security, description: 'The customer\'s invoices, newest first.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return listMyInvoices(app, request.user!.id);
    },
  });

  app.route({
    ...routeOf(routes.getInvoice, { security, description: 'One of the customer\'s invoices with the seller, the buyer\'s company and how it was paid, in the x-locale language (else the customer\'s) (NOT_FOUND for any other).' }),
    preHandler: requireUser,
    handler: async (request, reply) => {
      // The page's language (x-locale), else the customer's.
      const locale = isLocale(request.headers['x-locale']) ? request.headers['x-locale'] : request.user!.locale_code;
      reply.header('Vary', 'x-locale');
      return readMyInvoice(app, request.user!.id, request.params.id, locale);
    },
  });

  app.route({
    ...routeOf(routes.downloadInvoicePdf, { security, description: 'One of the customer\'s invoices as a PDF, in the ?locale language (the linking page\'s), else the customer\'s (NOT_FOUND for any other).' }),
    preHandler: requireUser,
    handler: async (request, reply) => {
      const user = request.user!;
      // The linking page's language (?locale=), else the customer's.
      const locale = request.query.locale ?? user.locale_code;
      const invoice = await myInvoicePdf(app, user.id, request.params.id, locale);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${invoice.number}.pdf"`)
        // A Buffer is sent as it is (Fastify serialises only objects); the declared answer documents it as a PDF.
        .send(invoice.pdf as unknown as string);
    },
  });

  app.route({
    ...routeOf(routes.getCompanyInfo, { security, description: 'The customer\'s company invoice details (null before the issue-company-invoice form is filled).' }),
    preHandler: requireUser,
    handler: async (request) => {
      return readMyCompanyInfo(app, request.user!.id);
    },
  });

  app.route({
    ...routeOf(routes.updateCompanyInfo, { security, description: 'The issue-company-invoice form: company name and address in English and Khmer, phone, VAT TIN; printed on every invoice.' }),
    preHandler: requireUser,
    handler: async (request) => saveMyCompanyInfo(app, request.user!.id, request.body),
  });

  app.route({
    ...routeOf(routes.listPaymentTransactions, { security, description: 'The customer\'s payment history, newest first: orders, top-ups and invoices paid together, each with its method and reference.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return listMyPaymentTransactions(app, request.user!.id, request.body.page, request.body.perPage);
    },
  });

  app.route({
    ...routeOf(routes.getPromoCreditServices, { security, description: 'The customer\'s promo credit and the kinds of product it pays for (never with a voucher).' }),
    preHandler: requireUser,
    handler: async (request) => {
      return myPromoCreditServices(app, request.user!.id);
    },
  });
};
