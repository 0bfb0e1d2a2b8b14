import type { FastifyPluginAsync } from 'fastify';
import { cardPages } from './card-pages';
import { cardSetupPages } from './card-setup-pages';
import { paywayPages } from './payway-pages';
import { walletPages } from './wallet-pages';

/**
 * The sandbox payment gateway (PAYMENT_PROVIDERS=sandbox): the hosted pages a real provider would serve on
 * its own site — card form and 3-D Secure challenge, wallet approval, bank card / QR form — mounted at
 * /sandbox-gateway. It talks to the storefront only as a provider does: signed callbacks and redirects back.
 */
export const sandboxGateway: FastifyPluginAsync = async (app) => {
  // Not the storefront's api: the pages a provider serves on its own site (HTML for people), so they stay out
  // of the api's OpenAPI document and its `{ code, message }` error rule — a refused form is the page again.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 8192 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  await app.register(cardPages);
  await app.register(cardSetupPages);
  await app.register(walletPages);
  await app.register(paywayPages);
};
