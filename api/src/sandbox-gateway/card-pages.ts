import type { FastifyInstance } from 'fastify';
import type { CardDeclineCode } from '@storefront/contracts';
import { amountLine, closedPage, errorBox, page, storeUrl } from './html';
import { escapeHtml } from '../html/escape-html';
import { closedReason, deliverCallback, findSession, saveGatewayState } from './gateway';
import { behaviourOf, luhnValid, SANDBOX_3DS_CODE, TEST_CARDS } from './test-cards';

const PROVIDER = 'Sandbox Card Payments';

type Form = Record<string, string | undefined>;

function cardForm(sessionId: string, charge: number, error?: string, values: Form = {}): string {
  const cards = TEST_CARDS.map((c) => `<tr><td>${c.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</td><td>${escapeHtml(c.label)}</td></tr>`).join('');
  return page(
    'Pay by card',
    PROVIDER,
    `${amountLine('Pay by card', charge)}${errorBox(error)}
<form method="post" action="/sandbox-gateway/card/${sessionId}" autocomplete="off">
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" value="${escapeHtml(values.number ?? '')}" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" value="${escapeHtml(values.expiry ?? '')}" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" value="" required></div></div>
<label for="holder">Name on card</label><input id="holder" name="holder" value="${escapeHtml(values.holder ?? '')}" required>
<button type="submit">Pay</button></form>
<form method="post" action="/sandbox-gateway/card/${sessionId}/cancel"><button class="secondary" type="submit">Cancel and return to the store</button></form>
<details><summary>Sandbox test cards</summary><p class="muted">Any future expiry date and any 3-digit CVC. The 3-D Secure code is ${SANDBOX_3DS_CODE}.</p><table>${cards}</table></details>`,
  );
}

function challengePage(sessionId: string, charge: number, last4: string, error?: string): string {
  return page(
    '3-D Secure',
    'Card issuer · 3-D Secure',
    `${amountLine('Confirm this payment', charge)}<p>Your bank sent a one-time code to the phone registered for the card ending in ${escapeHtml(last4)}.</p>${errorBox(error)}
<form method="post" action="/sandbox-gateway/card/${sessionId}/challenge" autocomplete="off">
<label for="code">One-time code</label><input id="code" name="code" inputmode="numeric" maxlength="6" required>
<button type="submit">Confirm</button></form>
<form method="post" action="/sandbox-gateway/card/${sessionId}/cancel"><button class="secondary" type="submit">Cancel</button></form>
<p class="muted">Sandbox: the code is ${SANDBOX_3DS_CODE}.</p>`,
  );
}

/** Expiry MM/YY still valid this month. */
function expiryValid(expiry: string, now: Date): boolean | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  const year = 2000 + Number(match[2]);
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

/**
 * The sandbox card gateway: the hosted card form, then the issuer's 3-D Secure challenge. A card without 3-D
 * Secure is refused (CARD_NOT_ACCEPTED); a decline test card passes the challenge and is declined with its
 * code. Every outcome reaches the storefront as a signed callback before the customer is sent back.
 */
export async function cardPages(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { sessionId: string } }>('/sandbox-gateway/card/:sessionId', async (request, reply) => {
    const session = await findSession(app, request.params.sessionId);
    if (!session) return reply.code(404).type('text/html').send(closedPage(PROVIDER, 'Unknown payment session.', '/'));
    const closed = closedReason(app, session, 'card');
    if (closed) return reply.type('text/html').send(closedPage(PROVIDER, closed, storeUrl(session.cancel_path, session.id)));
    return reply.type('text/html').send(cardForm(session.id, session.charge));
  });

  app.post<{ Params: { sessionId: string }; Body: Form }>('/sandbox-gateway/card/:sessionId', async (request, reply) => {
    const session = await findSession(app, request.params.sessionId);
    if (!session) return reply.code(404).type('text/html').send(closedPage(PROVIDER, 'Unknown payment session.', '/'));
    const closed = closedReason(app, session, 'card');
    if (closed) return reply.type('text/html').send(closedPage(PROVIDER, closed, storeUrl(session.cancel_path, session.id)));
    const form = request.body ?? {};
    const number = (form.number ?? '').replace(/[\s-]/g, '');
    if (!luhnValid(number)) return reply.code(422).type('text/html').send(cardForm(session.id, session.charge, 'The card number is invalid.', form));
    if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) return reply.code(422).type('text/html').send(cardForm(session.id, session.charge, 'The CVC must be 3 or 4 digits.', form));
    if (!(form.holder ?? '').trim()) return reply.code(422).type('text/html').send(cardForm(session.id, session.charge, 'Enter the name on the card.', form));
    const expiry = expiryValid(form.expiry ?? '', app.clock.now());
    if (expiry === null) return reply.code(422).type('text/html').send(cardForm(session.id, session.charge, 'The expiry date must be MM/YY.', form));
    if (!expiry) {
      await deliverCallback(app, session, { status: 'failed', failureCode: 'PAYMENT_PROCESSOR_ERROR', declineCode: 'EXPIRED_CARD' });
      return reply.redirect(storeUrl(session.cancel_path, session.id), 303);
    }
    const behaviour = behaviourOf(number);
    if (!behaviour.threeDs) {
      await deliverCallback(app, session, { status: 'failed', failureCode: 'CARD_NOT_ACCEPTED' });
      return reply.redirect(storeUrl(session.cancel_path, session.id), 303);
    }
    // The card number is never kept: only its last four digits and what the issuer will answer.
    await saveGatewayState(app, session, { card: { last4: number.slice(-4), decline: behaviour.decline, attempts: 0 } });
    return reply.redirect(`/sandbox-gateway/card/${session.id}/challenge`, 303);
  });

  app.get<{ Params: { sessionId: string } }>('/sandbox-gateway/card/:sessionId/challenge', async (request, reply) => {
    const session = await findSession(app, request.params.sessionId);
    const card = (session?.provider_state as { card?: { last4: string } } | undefined)?.card;
    if (!session || !card) return reply.code(404).type('text/html').send(closedPage(PROVIDER, 'Unknown payment session.', '/'));
    const closed = closedReason(app, session, 'card');
    if (closed) return reply.type('text/html').send(closedPage(PROVIDER, closed, storeUrl(session.cancel_path, session.id)));
    return reply.type('text/html').send(challengePage(session.id, session.charge, card.last4));
  });

  app.post<{ Params: { sessionId: string }; Body: Form }>('/sandbox-gateway/card/:sessionId/challenge', async (request, reply) => {
    const session = await findSession(app, request.params.sessionId);
    const card = (session?.provider_state as { card?: { last4: string; decline: CardDeclineCode | null; attempts: number } } | undefined)?.card;
    if (!session || !card) return reply.code(404).type('text/html').send(closedPage(PROVIDER, 'Unknown payment session.', '/'));
    const closed = closedReason(app, session, 'card');
    if (closed) return reply.type('text/html').send(closedPage(PROVIDER, closed, storeUrl(session.cancel_path, session.id)));
    if ((request.body?.code ?? '').trim() !== SANDBOX_3DS_CODE) {
      const attempts = card.attempts + 1;
      if (attempts >= 3) {
        await deliverCallback(app, session, { status: 'failed', failureCode: 'PAYMENT_PROCESSOR_ERROR', declineCode: 'UNAUTHORIZED_CARD' });
        return reply.redirect(storeUrl(session.cancel_path, session.id), 303);
      }
      await saveGatewayState(app, session, { card: { ...card, attempts } });
      return reply.code(422).type('text/html').send(challengePage(session.id, session.charge, card.last4, `The code is incorrect. ${3 - attempts} attempt(s) left.`));
    }
    if (card.decline) {
      await deliverCallback(app, session, { status: 'failed', failureCode: 'PAYMENT_PROCESSOR_ERROR', declineCode: card.decline });
      return reply.redirect(storeUrl(session.cancel_path, session.id), 303);
    }
    await deliverCallback(app, session, { status: 'succeeded' });
    return reply.redirect(storeUrl(session.continue_path, session.id), 303);
  });

  app.post<{ Params: { sessionId: string } }>('/sandbox-gateway/card/:sessionId/cancel', async (request, reply) => {
    const session = await findSession(app, request.params.sessionId);
    if (!session) return reply.code(404).type('text/html').send(closedPage(PROVIDER, 'Unknown payment session.', '/'));
    return reply.redirect(storeUrl(session.cancel_path, session.id), 303);
  });
}
