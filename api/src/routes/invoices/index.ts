import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingSchemas as routes, isLocale } from '@storefront/contracts';
import { readCompanyInfo, saveCompanyInfo } from '../../invoices/company-info.repository';
import { renderInvoicePdf } from '../../invoices/invoice-pdf';
import { listInvoices, readBusinessInvoice } from '../../invoices/invoices.repository';
import { listPaymentTransactions } from '../../payments/payment-transactions.repository';
import { requireUser } from '../../plugins/app/session';
import { promoCreditServices } from '../../promo-credit/promo-credit-services';
import { routeOf } from '../route-of';

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  app.route({
    ...routeOf(routes.listInvoices, { security, description: 'The customer\'s invoices, newest first.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return { items: await listInvoices(app.db, request.user!.id) };
    },
  });

  app.route({
    ...routeOf(routes.getInvoice, { security, description: 'One of the customer\'s invoices with the seller, the buyer\'s company and how it was paid, in the x-locale language (else the customer\'s) (NOT_FOUND for any other).' }),
    preHandler: requireUser,
    handler: async (request, reply) => {
      // The page's language (x-locale), else the customer's.
      const locale = isLocale(request.headers['x-locale']) ? request.headers['x-locale'] : request.user!.locale_code;
      reply.header('Vary', 'x-locale');
      return readBusinessInvoice(app.db, request.user!.id, request.params.id, app.config.seller, locale);
    },
  });

  app.route({
    ...routeOf(routes.downloadInvoicePdf, { security, description: 'One of the customer\'s invoices as a PDF, in the ?locale language (the linking page\'s), else the customer\'s (NOT_FOUND for any other).' }),
    preHandler: requireUser,
    handler: async (request, reply) => {
      const user = request.user!;
      // The linking page's language (?locale=), else the customer's.
      const locale = request.query.locale ?? user.locale_code;
      const invoice = await readBusinessInvoice(app.db, user.id, request.params.id, app.config.seller, locale);
      const pdf = await renderInvoicePdf(invoice, locale);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${invoice.number}.pdf"`)
        // A Buffer is sent as it is (Fastify serialises only objects); the declared answer documents it as a PDF.
        .send(pdf as unknown as string);
    },
  });

  app.route({
    ...routeOf(routes.getCompanyInfo, { security, description: 'The customer\'s company invoice details (null before the issue-company-invoice form is filled).' }),
    preHandler: requireUser,
    handler: async (request) => {
      return readCompanyInfo(app.db, request.user!.id);
    },
  });

  app.route({
    ...routeOf(routes.updateCompanyInfo, { security, description: 'The issue-company-invoice form: company name and address in English and Khmer, phone, VAT TIN; printed on every invoice.' }),
    preHandler: requireUser,
    handler: async (request) => saveCompanyInfo(app.db, request.user!.id, request.body, app.clock.now()),
  });

  app.route({
    ...routeOf(routes.listPaymentTransactions, { security, description: 'The customer\'s payment history, newest first: orders, top-ups and invoices paid together, each with its method and reference.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return listPaymentTransactions(app.db, request.user!.id, request.body.page, request.body.perPage);
    },
  });

  app.route({
    ...routeOf(routes.getPromoCreditServices, { security, description: 'The customer\'s promo credit and the kinds of product it pays for (never with a voucher).' }),
    preHandler: requireUser,
    handler: async (request) => {
      return promoCreditServices(app.db, request.user!.id);
    },
  });
};
