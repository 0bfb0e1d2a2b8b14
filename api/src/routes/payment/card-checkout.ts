import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { RETURN_PATH_PATTERN, splitLocalePath, type Locale } from '@storefront/contracts';
import { AppError } from '../../errors';
import { cardChallengeReturned, cardDeviceCollected, cardTokenPosted, endOf, hostedFieldsOf, waitingCardSession, type CardStep } from '../../payments/hosted-fields-payment';
import { CARD_CHECKOUT_PATH } from '../../payments/providers/cybersource/cybersource-provider';
import { CARD_PAGE_COPY, challengePage, CHECKOUT_SCRIPT, closedPage, collectPage, cspOf, fieldsPage, khmerFont, processingPage, SCRIPT_PATH } from '../../payments/providers/cybersource/checkout-pages';
import { withSessionId } from '../../payments/providers/return-path';
import type { SessionRow } from '../../payments/sessions.repository';

type Form = Record<string, string | undefined>;

/**
 * The card pages a CyberSource session's redirectUrl leads through (PAYMENT_PROVIDER_CARD=cybersource only):
 * payments/hosted-fields-payment.ts says what each step does, payments/providers/cybersource/checkout-pages.ts what
 * the customer sees. HTML for people, like PayWay's page: outside /api and its OpenAPI document; the session's id
 * is their only key. A refused step is shown as a page (the processor down, the session no longer waiting) with the
 * way back; a card the processor declined lands its failure and goes back to the store's basket.
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

  /** The customer's language: the one the store's page they came from was in (its continue path, /km/… for Khmer). */
  const localeOf = (row: SessionRow | undefined): Locale => (row ? splitLocalePath(row.continue_path.split('?')[0] ?? '/').locale : 'en');
  /** Why a step could not go on, in the customer's language, and its §8 code for support. */
  const refusalOf = (row: SessionRow, error: AppError) => {
    const copy = CARD_PAGE_COPY[localeOf(row)];
    const code = error.body.code;
    const detail = (error.body.details as { errorCode?: unknown } | undefined)?.errorCode;
    const message = code === 'CANNOT_COMPLETE_PAYMENT' ? copy.cannotComplete : copy.processorDown.replace('{code}', typeof detail === 'string' ? detail : code);
    return closedPage(localeOf(row), message, back(row, 'cancel'), code);
  };
  const back = (row: SessionRow, to: 'continue' | 'cancel') => {
    const path = to === 'continue' ? row.continue_path : row.cancel_path;
    return RETURN_PATH_PATTERN.test(path) ? withSessionId(path, row.id) : '/';
  };
  const html = (reply: FastifyReply, status: number, body: string, csp = cspOf({})) =>
    reply.code(status).type('text/html; charset=utf-8').header('content-security-policy', csp).send(body);

  /** What a step answered, as the next page (or a redirect back to the store). */
  async function answer(reply: FastifyReply, sessionId: string, work: (row: SessionRow) => Promise<CardStep>) {
    const found = await waitingCardSession(app, sessionId);
    if (!found) return html(reply, 404, closedPage('en', CARD_PAGE_COPY.en.unknown, '/'));
    // Settled already (a step posted again, the issuer's return twice, the job first): back to where it ended.
    if (!found.waiting) return reply.redirect(back(found.row, endOf(found.row)), 303);
    let step: CardStep;
    try {
      step = await work(found.row);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return html(reply, error.status, refusalOf(found.row, error));
    }
    const locale = localeOf(found.row);
    if (step.kind === 'back') return reply.redirect(back(found.row, step.to), 303);
    if (step.kind === 'processing') return html(reply, 202, processingPage(locale, back(found.row, 'continue')));
    const origin = new URL(step.url).origin;
    if (step.step === 'collect') return html(reply, 200, collectPage(locale, sessionId, step), cspOf({ frame: [origin], form: [origin] }));
    return html(reply, 200, challengePage(locale, sessionId, step), cspOf({ form: [origin] }));
  }

  app.get<{ Params: { file: string } }>(`${CARD_CHECKOUT_PATH}/fonts/:file`, async (request, reply) => {
    const font = khmerFont(request.params.file);
    if (!font) return reply.code(404).send();
    return reply.type('font/woff2').header('Cache-Control', 'public, max-age=86400').send(font);
  });

  app.get(SCRIPT_PATH, async (_request, reply) => reply.type('application/javascript; charset=utf-8').header('Cache-Control', 'no-cache').send(CHECKOUT_SCRIPT));

  app.get<{ Params: { sessionId: string } }>(`${CARD_CHECKOUT_PATH}/:sessionId`, async (request, reply) => {
    const found = await waitingCardSession(app, request.params.sessionId);
    if (!found) return html(reply, 404, closedPage('en', CARD_PAGE_COPY.en.unknown, '/'));
    const locale = localeOf(found.row);
    const copy = CARD_PAGE_COPY[locale];
    if (!found.waiting) return html(reply, 409, closedPage(locale, found.row.status === 'succeeded' ? copy.complete : copy.inactive, back(found.row, 'cancel')));
    try {
      const context = await provider.fieldsContext();
      return html(reply, 200, fieldsPage(locale, found.row.id, found.row.charge, context, back(found.row, 'cancel'), app.clock.now()), cspOf({ script: context.origins }));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return html(reply, error.status, refusalOf(found.row, error));
    }
  });

  app.post<{ Params: { sessionId: string }; Body: Form }>(`${CARD_CHECKOUT_PATH}/:sessionId/pay`, async (request, reply) => {
    const token = (request.body ?? {}).transientToken ?? '';
    // A transient token is a JWT (three base64url parts); anything else never reaches CyberSource.
    if (!/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$/.test(token) || token.length > 8192) {
      const locale = localeOf((await waitingCardSession(app, request.params.sessionId))?.row);
      return html(reply, 400, closedPage(locale, CARD_PAGE_COPY[locale].noToken, `${CARD_CHECKOUT_PATH}/${request.params.sessionId}`));
    }
    return answer(reply, request.params.sessionId, (row) => cardTokenPosted(app, provider, row, token));
  });

  app.post<{ Params: { sessionId: string }; Body: Form }>(`${CARD_CHECKOUT_PATH}/:sessionId/authenticate`, async (request, reply) => {
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
    const returnUrl = `${app.config.publicUrl}${CARD_CHECKOUT_PATH}/${request.params.sessionId}/return`;
    return answer(reply, request.params.sessionId, (row) => cardDeviceCollected(app, provider, row, browser, returnUrl));
  });

  // The issuer's page posts back here (cross-site, with TransactionId and MD): what it posted is not trusted; the result is asked of CyberSource.
  app.post<{ Params: { sessionId: string } }>(`${CARD_CHECKOUT_PATH}/:sessionId/return`, async (request, reply) =>
    answer(reply, request.params.sessionId, (row) => cardChallengeReturned(app, provider, row)),
  );
};
