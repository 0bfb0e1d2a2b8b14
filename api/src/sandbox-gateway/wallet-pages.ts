import type { FastifyInstance } from 'fastify';
import { amountLine, closedPage, page, storeUrl } from './html';
import { closedReason, findSession, saveGatewayState } from './gateway';

const PROVIDER = 'Sandbox Wallet';

/**
 * The sandbox wallet's approval page: the buyer approves (or cancels) and goes back to the store, which then
 * captures the payment (POST /api/paypal/capture/…) — no money moves on approval alone.
 */
export async function walletPages(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { sessionId: string } }>('/sandbox-gateway/wallet/:sessionId', async (request, reply) => {
    const session = await findSession(app, request.params.sessionId);
    if (!session) return reply.code(404).type('text/html').send(closedPage(PROVIDER, 'Unknown payment session.', '/'));
    const closed = closedReason(app, session, 'wallet');
    if (closed) return reply.type('text/html').send(closedPage(PROVIDER, closed, storeUrl(session.cancel_path, session.id)));
    return reply.type('text/html').send(
      page(
        'Approve payment',
        PROVIDER,
        `${amountLine('Pay Storefront', session.charge)}<p>Signed in to the sandbox wallet as <strong>buyer@sandbox.example</strong>. Approve to let Storefront take this payment from your wallet.</p>
<form method="post" action="/sandbox-gateway/wallet/${session.id}/approve"><button type="submit">Approve and continue</button></form>
<form method="post" action="/sandbox-gateway/wallet/${session.id}/cancel"><button class="secondary" type="submit">Cancel and return to the store</button></form>`,
      ),
    );
  });

  app.post<{ Params: { sessionId: string } }>('/sandbox-gateway/wallet/:sessionId/approve', async (request, reply) => {
    const session = await findSession(app, request.params.sessionId);
    if (!session) return reply.code(404).type('text/html').send(closedPage(PROVIDER, 'Unknown payment session.', '/'));
    const closed = closedReason(app, session, 'wallet');
    if (closed) return reply.type('text/html').send(closedPage(PROVIDER, closed, storeUrl(session.cancel_path, session.id)));
    await saveGatewayState(app, session, { approved: true });
    return reply.redirect(storeUrl(session.continue_path, session.id), 303);
  });

  app.post<{ Params: { sessionId: string } }>('/sandbox-gateway/wallet/:sessionId/cancel', async (request, reply) => {
    const session = await findSession(app, request.params.sessionId);
    if (!session) return reply.code(404).type('text/html').send(closedPage(PROVIDER, 'Unknown payment session.', '/'));
    return reply.redirect(storeUrl(session.cancel_path, session.id), 303);
  });
}
