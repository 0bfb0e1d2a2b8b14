import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { RETURN_PATH_PATTERN, splitLocalePath, type Locale } from '@storefront/contracts';
import { setupFlow, waitingCardSetup } from '../../cards/hosted-fields-setup';
import { AppError } from '../../errors';
import { cardChallengeReturned, cardDeviceCollected, cardTokenPosted, endOf, hostedFieldsOf, isSubjectId, paymentFlow, waitingCardSession, type CardFlow, type CardStep, type CardSubject } from '../../payments/hosted-fields-payment';
import { CARD_CHECKOUT_PATH } from '../../payments/providers/cybersource/cybersource-provider';
import { CARD_SETUP_PATH } from '../../payments/providers/cybersource/cybersource-vault';
import { CARD_PAGE_COPY, challengePage, CHECKOUT_SCRIPT, closedPage, collectPage, cspOf, fieldsPage, khmerFont, processingPage, SCRIPT_PATH, type CardPageSubject } from '../../payments/providers/cybersource/checkout-pages';
import { withSessionId } from '../../payments/providers/return-path';

type Form = Record<string, string | undefined>;

/** One card page's subject as the routes use it: what it pays or verifies, its flow, and the ways back to the store. */
interface CardPage {
  subject: CardSubject;
  page: CardPageSubject;
  flow: CardFlow;
  waiting: boolean;
  locale: Locale;
  back(to: 'continue' | 'cancel'): string;
  /** Where one that no longer waits sends the customer, and what the page says of it. */
  ended: 'continue' | 'cancel';
  closed: 'complete' | 'inactive';
}

/** The customer's language: the one the store's page they came from was in (/km/… for Khmer). */
const localeOf = (path: string): Locale => splitLocalePath(path.split('?')[0] ?? '/').locale;
const storePath = (path: string) => (RETURN_PATH_PATTERN.test(path) ? path : '/');

/**
 * The card pages of CyberSource (PAYMENT_PROVIDER_CARD=cybersource only), for a payment session's redirectUrl
 * (/card-checkout/<session>) and for an add-card attempt's (/card-setup/<attempt>): payments/hosted-fields-payment.ts
 * says what each step does, payments/providers/cybersource/checkout-pages.ts what the customer sees. HTML for
 * people, like PayWay's page: outside /api and its OpenAPI document; the subject's id is their only key. A refused
 * step is shown as a page (the processor down, the subject no longer waiting) with the way back; a card the
 * processor declined ends the subject and goes back to the store.
 */
export const cardCheckoutRoutes: FastifyPluginAsync = async (app) => {
  const provider = hostedFieldsOf(app);
  if (!provider) return;
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const payments = paymentFlow(app, provider);
  const setups = setupFlow(app, provider);

  async function paymentPage(id: string): Promise<CardPage | null> {
    const found = await waitingCardSession(app, id);
    if (!found) return null;
    const { row } = found;
    const back = (to: 'continue' | 'cancel') => {
      const path = to === 'continue' ? row.continue_path : row.cancel_path;
      return RETURN_PATH_PATTERN.test(path) ? withSessionId(path, row.id) : '/';
    };
    return {
      subject: { id: row.id, charge: row.charge, state: row.provider_state as Record<string, unknown> },
      page: { id: row.id, base: `${CARD_CHECKOUT_PATH}/${row.id}`, charge: row.charge, purpose: 'pay', cancel: { href: back('cancel') } },
      flow: payments,
      waiting: found.waiting,
      locale: localeOf(row.continue_path),
      back,
      ended: endOf(row),
      closed: row.status === 'succeeded' ? 'complete' : 'inactive',
    };
  }

  async function setupPage(id: string): Promise<CardPage | null> {
    if (!isSubjectId(id)) return null;
    const found = await waitingCardSetup(app, id);
    if (!found) return null;
    const back = () => storePath(found.returnPath);
    return {
      subject: found.subject,
      page: { id, base: `${CARD_SETUP_PATH}/${id}`, charge: found.subject.charge, purpose: 'save', cancel: { post: `${CARD_SETUP_PATH}/${id}/cancel` } },
      flow: setups,
      waiting: found.waiting,
      locale: localeOf(found.returnPath),
      back,
      ended: 'continue',
      closed: found.saved ? 'complete' : 'inactive',
    };
  }

  /** Why a step could not go on, in the customer's language, and its §8 code for support. */
  const refusalOf = (page: CardPage, error: AppError) => {
    const copy = CARD_PAGE_COPY[page.locale];
    const code = error.body.code;
    const detail = (error.body.details as { errorCode?: unknown } | undefined)?.errorCode;
    const message = code === 'CANNOT_COMPLETE_PAYMENT' ? copy.cannotComplete : copy.processorDown.replace('{code}', typeof detail === 'string' ? detail : code);
    return closedPage(page.locale, message, page.back('cancel'), code);
  };
  const html = (reply: FastifyReply, status: number, body: string, csp = cspOf({})) =>
    reply.code(status).type('text/html; charset=utf-8').header('content-security-policy', csp).send(body);
  const unknown = (reply: FastifyReply) => html(reply, 404, closedPage('en', CARD_PAGE_COPY.en.unknown, '/'));

  /** What a step answered, as the next page (or a redirect back to the store). */
  async function answer(reply: FastifyReply, page: CardPage | null, work: (page: CardPage) => Promise<CardStep>) {
    if (!page) return unknown(reply);
    // Ended already (a step posted again, the issuer's return twice, the job first): back to where it ended.
    if (!page.waiting) return reply.redirect(page.back(page.ended), 303);
    let step: CardStep;
    try {
      step = await work(page);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return html(reply, error.status, refusalOf(page, error));
    }
    if (step.kind === 'back') return reply.redirect(page.back(step.to), 303);
    if (step.kind === 'processing') return html(reply, 202, processingPage(page.locale, page.back('continue')));
    const origin = new URL(step.url).origin;
    if (step.step === 'collect') return html(reply, 200, collectPage(page.locale, page.page.base, step), cspOf({ frame: [origin], form: [origin] }));
    return html(reply, 200, challengePage(page.locale, page.subject.id, step), cspOf({ form: [origin] }));
  }

  app.get<{ Params: { file: string } }>(`${CARD_CHECKOUT_PATH}/fonts/:file`, async (request, reply) => {
    const font = khmerFont(request.params.file);
    if (!font) return reply.code(404).send();
    return reply.type('font/woff2').header('Cache-Control', 'public, max-age=86400').send(font);
  });

  app.get(SCRIPT_PATH, async (_request, reply) => reply.type('application/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(CHECKOUT_SCRIPT));

  /** The four steps' routes of one kind of subject, under its prefix. */
  function cardPages(prefix: string, load: (id: string) => Promise<CardPage | null>) {
    app.get<{ Params: { id: string } }>(`${prefix}/:id`, async (request, reply) => {
      const page = await load(request.params.id);
      if (!page) return unknown(reply);
      const copy = CARD_PAGE_COPY[page.locale];
      if (!page.waiting) return html(reply, 409, closedPage(page.locale, copy[page.closed], page.back(page.ended)));
      try {
        const context = await provider!.fieldsContext();
        return html(reply, 200, fieldsPage(page.locale, page.page, context, app.clock.now()), cspOf({ script: context.origins }));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return html(reply, error.status, refusalOf(page, error));
      }
    });

    app.post<{ Params: { id: string }; Body: Form }>(`${prefix}/:id/pay`, async (request, reply) => {
      const token = (request.body ?? {}).transientToken ?? '';
      // A transient token is a JWT (three base64url parts); anything else never reaches CyberSource.
      if (!/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(token) || token.length > 8192) {
        const page = await load(request.params.id);
        const locale = page?.locale ?? 'en';
        return html(reply, 400, closedPage(locale, CARD_PAGE_COPY[locale].noToken, page ? `${page.page.base}` : '/'));
      }
      return answer(reply, await load(request.params.id), (page) => cardTokenPosted(provider!, page.flow, page.subject, token));
    });

    app.post<{ Params: { id: string }; Body: Form }>(`${prefix}/:id/authenticate`, async (request, reply) => {
      const form = request.body ?? {};
      const digits = (value: string | undefined, fallback: string) => (value && /^-?\d{1,6}$/.test(value) ? value : fallback);
      const browser = {
        acceptContent: String(request.headers.accept ?? 'text/html').slice(0, 256),
        language: /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(form.language ?? '') ? form.language! : 'en-US',
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 2048),
        ipAddress: request.ip,
        colorDepth: digits(form.colorDepth, '24'),
        screenHeight: digits(form.screenHeight, '768'),
        screenWidth: digits(form.screenWidth, '1024'),
        timeDifference: digits(form.timeDifference, '0'),
        javaEnabled: form.javaEnabled === 'true',
      };
      const returnUrl = `${app.config.publicUrl}${prefix}/${request.params.id}/return`;
      return answer(reply, await load(request.params.id), (page) => cardDeviceCollected(provider!, page.flow, page.subject, browser, returnUrl));
    });

    // The issuer's page posts back here (cross-site, with TransactionId and MD): what it posted is not trusted; the result is asked of CyberSource.
    app.post<{ Params: { id: string } }>(`${prefix}/:id/return`, async (request, reply) =>
      answer(reply, await load(request.params.id), (page) => cardChallengeReturned(provider!, page.flow, page.subject)),
    );
  }

  cardPages(CARD_CHECKOUT_PATH, paymentPage);
  cardPages(CARD_SETUP_PATH, setupPage);

  // The customer gives up adding the card: the attempt ends (as a cancel on the sandbox's page does) and the account says so.
  app.post<{ Params: { id: string } }>(`${CARD_SETUP_PATH}/:id/cancel`, async (request, reply) =>
    answer(reply, await setupPage(request.params.id), (page) => setups.fail(page.subject, { status: 'failed', code: 'PAYMENT_PROCESSOR_ERROR', declineCode: 'GENERIC_DECLINE' })),
  );
};
