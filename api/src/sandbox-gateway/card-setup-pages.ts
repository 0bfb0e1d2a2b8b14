import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { CARD_VERIFICATION_CHARGE, RETURN_PATH_PATTERN } from '@storefront/contracts';
import type { SandboxCardSetupsTable } from '../db/tables/cards';
import { amountLine, closedPage, errorBox, page } from './html';
import { escapeHtml } from '../html/escape-html';
import { behaviourOf, luhnValid, SANDBOX_3DS_CODE, TEST_CARDS } from './test-cards';

const PROVIDER = 'Sandbox Card Payments';

type Form = Record<string, string | undefined>;
type Setup = { [K in keyof SandboxCardSetupsTable]: unknown } & { id: string; return_path: string; status: string; attempts: number; last4: string | null; expires_at: Date | string };

/** The card's brand from its number, as a provider reports it. */
export function brandOf(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^62/.test(number)) return 'UnionPay';
  if (/^35/.test(number)) return 'JCB';
  return 'Card';
}

/**
 * The sandbox provider's fingerprint of a card number, as a provider makes one: a one-way hash of the number only
 * (not the expiry or the holder, so a reissued card keeps it), 16 hex digits. A real provider keys it with a secret
 * of its own; the sandbox's numbers are public test numbers, so a fixed label serves.
 */
function cardFingerprint(number: string): string {
  return createHash('sha256').update(`sandbox-card-fingerprint:${number}`).digest('hex').slice(0, 16);
}

const backTo = (setup: Setup) => (RETURN_PATH_PATTERN.test(setup.return_path) ? setup.return_path : '/');

function setupForm(id: string, error?: string, values: Form = {}): string {
  const cards = TEST_CARDS.slice(0, 6).map((c) => `<tr><td>${c.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</td><td>${escapeHtml(c.label)}</td></tr>`).join('');
  return page(
    'Save a card',
    PROVIDER,
    `${amountLine('Save a card — verification charge, refunded at once', CARD_VERIFICATION_CHARGE)}${errorBox(error)}
<form method="post" action="/sandbox-gateway/card-setup/${id}" autocomplete="off">
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" value="${escapeHtml(values.number ?? '')}" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" value="${escapeHtml(values.expiry ?? '')}" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" value="" required></div></div>
<label for="holder">Name on card</label><input id="holder" name="holder" value="${escapeHtml(values.holder ?? '')}" required>
<button type="submit">Save card</button></form>
<form method="post" action="/sandbox-gateway/card-setup/${id}/cancel"><button class="secondary" type="submit">Cancel and return to the store</button></form>
<details><summary>Sandbox test cards</summary><p class="muted">Any future expiry date and any 3-digit CVC. The 3-D Secure code is ${SANDBOX_3DS_CODE}.</p><table>${cards}</table></details>`,
  );
}

function challengePage(id: string, last4: string, error?: string): string {
  return page(
    '3-D Secure',
    'Card issuer · 3-D Secure',
    `${amountLine('Confirm this card', CARD_VERIFICATION_CHARGE)}<p>Your bank sent a one-time code to the phone registered for the card ending in ${escapeHtml(last4)}.</p>${errorBox(error)}
<form method="post" action="/sandbox-gateway/card-setup/${id}/challenge" autocomplete="off">
<label for="code">One-time code</label><input id="code" name="code" inputmode="numeric" maxlength="6" required>
<button type="submit">Confirm</button></form>
<form method="post" action="/sandbox-gateway/card-setup/${id}/cancel"><button class="secondary" type="submit">Cancel</button></form>
<p class="muted">Sandbox: the code is ${SANDBOX_3DS_CODE}.</p>`,
  );
}

function parseExpiry(expiry: string): { month: number; year: number } | null {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return null;
  const month = Number(match[1]);
  return month >= 1 && month <= 12 ? { month, year: 2000 + Number(match[2]) } : null;
}

/**
 * The sandbox's hosted add-card page (issue 16 item 5): the card form, then the issuer's 3-D Secure
 * challenge. A card without 3-D Secure is refused (CARD_NOT_ACCEPTED); a 3-D Secure card gets a token in the
 * sandbox's vault (sandbox_card_setups), never its number, and the customer goes back to the store, which
 * retrieves the outcome (CardVault.retrieveSetup) and makes the verification charge.
 */
export async function cardSetupPages(app: FastifyInstance): Promise<void> {
  const find = async (id: string): Promise<Setup | undefined> => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    return (await app.db.selectFrom('sandbox_card_setups').selectAll().where('id', '=', id).executeTakeFirst()) as Setup | undefined;
  };
  /** Why the page will not act on a setup (done, failed, expired), or null. */
  const closed = (setup: Setup, step: 'requiresAction' | 'challenge') => {
    if (new Date(setup.expires_at) <= app.clock.now()) return 'This card setup has expired. Please start again from the store.';
    if (setup.status !== step) return 'This card setup is no longer active.';
    return null;
  };
  const fail = async (setup: Setup, code: string, decline: string | null) => {
    await app.db.updateTable('sandbox_card_setups').set({ status: 'failed', failure_code: code, decline_code: decline }).where('id', '=', setup.id).execute();
  };

  app.get<{ Params: { setupId: string } }>('/sandbox-gateway/card-setup/:setupId', async (request, reply) => {
    const setup = await find(request.params.setupId);
    if (!setup) return reply.code(404).type('text/html').send(closedPage(PROVIDER, 'Unknown card setup.', '/'));
    const reason = closed(setup, 'requiresAction');
    if (reason) return reply.type('text/html').send(closedPage(PROVIDER, reason, backTo(setup)));
    return reply.type('text/html').send(setupForm(setup.id));
  });

  app.post<{ Params: { setupId: string }; Body: Form }>('/sandbox-gateway/card-setup/:setupId', async (request, reply) => {
    const setup = await find(request.params.setupId);
    if (!setup) return reply.code(404).type('text/html').send(closedPage(PROVIDER, 'Unknown card setup.', '/'));
    const reason = closed(setup, 'requiresAction');
    if (reason) return reply.type('text/html').send(closedPage(PROVIDER, reason, backTo(setup)));
    const form = request.body ?? {};
    const number = (form.number ?? '').replace(/[\s-]/g, '');
    if (!luhnValid(number)) return reply.code(422).type('text/html').send(setupForm(setup.id, 'The card number is invalid.', form));
    if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) return reply.code(422).type('text/html').send(setupForm(setup.id, 'The CVC must be 3 or 4 digits.', form));
    if (!(form.holder ?? '').trim()) return reply.code(422).type('text/html').send(setupForm(setup.id, 'Enter the name on the card.', form));
    const expiry = parseExpiry(form.expiry ?? '');
    if (!expiry) return reply.code(422).type('text/html').send(setupForm(setup.id, 'The expiry date must be MM/YY.', form));
    const now = app.clock.now();
    if (expiry.year < now.getUTCFullYear() || (expiry.year === now.getUTCFullYear() && expiry.month < now.getUTCMonth() + 1)) {
      await fail(setup, 'PAYMENT_PROCESSOR_ERROR', 'EXPIRED_CARD');
      return reply.redirect(backTo(setup), 303);
    }
    const behaviour = behaviourOf(number);
    if (!behaviour.threeDs) {
      await fail(setup, 'CARD_NOT_ACCEPTED', null);
      return reply.redirect(backTo(setup), 303);
    }
    // The number is never kept, by the sandbox either: only what a provider's vault holds for a token, and the
    // number's one-way fingerprint.
    await app.db
      .updateTable('sandbox_card_setups')
      .set({ status: 'challenge', brand: brandOf(number), last4: number.slice(-4), exp_month: expiry.month, exp_year: expiry.year, fingerprint: cardFingerprint(number), card_decline: behaviour.decline })
      .where('id', '=', setup.id)
      .execute();
    return reply.redirect(`/sandbox-gateway/card-setup/${setup.id}/challenge`, 303);
  });

  app.get<{ Params: { setupId: string } }>('/sandbox-gateway/card-setup/:setupId/challenge', async (request, reply) => {
    const setup = await find(request.params.setupId);
    if (!setup || !setup.last4) return reply.code(404).type('text/html').send(closedPage(PROVIDER, 'Unknown card setup.', '/'));
    const reason = closed(setup, 'challenge');
    if (reason) return reply.type('text/html').send(closedPage(PROVIDER, reason, backTo(setup)));
    return reply.type('text/html').send(challengePage(setup.id, setup.last4));
  });

  app.post<{ Params: { setupId: string }; Body: Form }>('/sandbox-gateway/card-setup/:setupId/challenge', async (request, reply) => {
    const setup = await find(request.params.setupId);
    if (!setup || !setup.last4) return reply.code(404).type('text/html').send(closedPage(PROVIDER, 'Unknown card setup.', '/'));
    const reason = closed(setup, 'challenge');
    if (reason) return reply.type('text/html').send(closedPage(PROVIDER, reason, backTo(setup)));
    if ((request.body?.code ?? '').trim() !== SANDBOX_3DS_CODE) {
      const attempts = setup.attempts + 1;
      if (attempts >= 3) {
        await fail(setup, 'PAYMENT_PROCESSOR_ERROR', 'UNAUTHORIZED_CARD');
        return reply.redirect(backTo(setup), 303);
      }
      await app.db.updateTable('sandbox_card_setups').set({ attempts }).where('id', '=', setup.id).execute();
      return reply.code(422).type('text/html').send(challengePage(setup.id, setup.last4, `The code is incorrect. ${3 - attempts} attempt(s) left.`));
    }
    await app.db.updateTable('sandbox_card_setups').set({ status: 'succeeded', token: `tok_${randomUUID()}` }).where('id', '=', setup.id).execute();
    return reply.redirect(backTo(setup), 303);
  });

  app.post<{ Params: { setupId: string } }>('/sandbox-gateway/card-setup/:setupId/cancel', async (request, reply) => {
    const setup = await find(request.params.setupId);
    if (!setup) return reply.code(404).type('text/html').send(closedPage(PROVIDER, 'Unknown card setup.', '/'));
    if (setup.status === 'requiresAction' || setup.status === 'challenge') await fail(setup, 'PAYMENT_PROCESSOR_ERROR', 'GENERIC_DECLINE');
    return reply.redirect(backTo(setup), 303);
  });
}
