import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { amountLine, closedPage, errorBox, page, storeUrl } from './html';
import { escapeHtml } from '../html/escape-html';
import { closedReason, deliverCallback, findSession } from './gateway';
import { luhnValid } from './test-cards';

const PROVIDER = 'Sandbox PayWay';

const timeOf = (value: Date | string) => new Date(value).toISOString().slice(11, 16);

/**
 * The sandbox bank card / QR form: a QR code the customer scans with the bank app (valid 30 minutes, shown
 * with its expiry time), or a local bank card. In the sandbox a button stands in for the bank app's
 * confirmation. The outcome reaches the storefront as a signed callback, then the customer goes back.
 */
export async function paywayPages(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { sessionId: string } }>('/sandbox-gateway/payway/:sessionId', async (request, reply) => {
    const session = await findSession(app, request.params.sessionId);
    if (!session) return reply.code(404).type('text/html').send(closedPage(PROVIDER, 'Unknown payment session.', '/'));
    const closed = closedReason(app, session, 'bankCard');
    if (closed) return reply.type('text/html').send(closedPage(PROVIDER, closed, storeUrl(session.cancel_path, session.id)));
    return reply.type('text/html').send(await paywayPage(session.id, session.charge, session.payment_option, session.expires_at!));
  });

  app.post<{ Params: { sessionId: string }; Body: Record<string, string | undefined> }>('/sandbox-gateway/payway/:sessionId/pay', async (request, reply) => {
    const session = await findSession(app, request.params.sessionId);
    if (!session) return reply.code(404).type('text/html').send(closedPage(PROVIDER, 'Unknown payment session.', '/'));
    const closed = closedReason(app, session, 'bankCard');
    if (closed) return reply.type('text/html').send(closedPage(PROVIDER, closed, storeUrl(session.cancel_path, session.id)));
    if (session.payment_option === 'cards') {
      const number = (request.body?.number ?? '').replace(/[\s-]/g, '');
      if (!luhnValid(number)) return reply.code(422).type('text/html').send(await paywayPage(session.id, session.charge, session.payment_option, session.expires_at!, 'The card number is invalid.'));
    }
    await deliverCallback(app, session, { status: 'succeeded' });
    return reply.redirect(storeUrl(session.continue_path, session.id), 303);
  });

  app.post<{ Params: { sessionId: string } }>('/sandbox-gateway/payway/:sessionId/cancel', async (request, reply) => {
    const session = await findSession(app, request.params.sessionId);
    if (!session) return reply.code(404).type('text/html').send(closedPage(PROVIDER, 'Unknown payment session.', '/'));
    return reply.redirect(storeUrl(session.cancel_path, session.id), 303);
  });
}

async function paywayPage(sessionId: string, charge: number, option: string | null, expiresAt: Date | string, error?: string): Promise<string> {
  const cancel = `<form method="post" action="/sandbox-gateway/payway/${sessionId}/cancel"><button class="secondary" type="submit">Cancel and return to the store</button></form>`;
  if (option === 'cards') {
    return page(
      'Pay by bank card',
      PROVIDER,
      `${amountLine('Pay by local bank card', charge)}${errorBox(error)}<p class="muted">No fee. This form is valid until ${timeOf(expiresAt)} UTC.</p>
<form method="post" action="/sandbox-gateway/payway/${sessionId}/pay" autocomplete="off">
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" required></div><div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" required></div></div>
<button type="submit">Pay</button></form>${cancel}`,
    );
  }
  const qr = await QRCode.toDataURL(`sandbox-payway://pay?session=${sessionId}&amount=${charge}`, { margin: 1, width: 220 });
  return page(
    'Scan to pay',
    PROVIDER,
    `${amountLine('Scan to pay with your bank app', charge)}<img class="qr" src="${escapeHtml(qr)}" alt="Payment QR code">
<p>Open your bank app, choose Scan, and confirm the payment. The QR code is valid for 30 minutes, until <strong>${timeOf(expiresAt)} UTC</strong>. No fee.</p>
<form method="post" action="/sandbox-gateway/payway/${sessionId}/pay"><button type="submit">Sandbox: confirm as the bank app</button></form>${cancel}`,
  );
}
