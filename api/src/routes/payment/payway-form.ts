import type { FastifyPluginAsync } from 'fastify';
import { PURCHASE_PAGE_PATH } from '../../payments/providers/payway/payway-provider';
import { purchasePageOf, SUBMIT_SCRIPT } from '../../payments/providers/payway/purchase-page';

/**
 * The page a PayWay session's redirectUrl names (PAYMENT_PROVIDER_BANK_CARD=payway only): the signed Purchase form,
 * posted at once to PayWay's purchase URL by the customer's browser (payments/providers/payway/purchase-page.ts).
 * HTML for people, like the sandbox gateway's pages: outside /api and its OpenAPI document. The session's id is
 * its only key (a UUID the customer was just given); a session that is no longer waiting shows why, and the way back.
 */
export const paywayFormRoutes: FastifyPluginAsync = async (app) => {
  const { config } = app;
  if (config.bankCardProvider !== 'payway' || !config.payway) return;
  const paywayOrigin = new URL(config.payway.baseUrl).origin;
  const scriptUrl = `${PURCHASE_PAGE_PATH}/submit.js`;
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });

  app.get(scriptUrl, async (_request, reply) => reply.type('application/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(SUBMIT_SCRIPT));

  app.get<{ Params: { sessionId: string } }>(`${PURCHASE_PAGE_PATH}/:sessionId`, async (request, reply) => {
    const page = await purchasePageOf(app, request.params.sessionId, paywayOrigin, scriptUrl);
    return reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
  });
};
