import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createPaymentProviders } from '../../payments/providers/create-providers';

/** The payment providers chosen by PAYMENT_PROVIDERS (one per provider method, behind one interface). */
export const paymentsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('paymentProviders', createPaymentProviders(app.config));
    app.log.info({ providers: app.config.paymentProviders }, 'payment providers ready');
  },
  { name: 'payments', dependencies: ['config'] },
);
