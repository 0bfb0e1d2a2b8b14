import { CURRENCY } from '@storefront/contracts';
import { AppError } from '../../../errors';
import type { SessionOutcome } from '../../complete-session';
import { centsOfDecimal, decimalAmount } from '../decimal-amount';
import type { BrowserFacts, CardSaving, FieldsContext, HostedFieldsProvider, PayerAuthStep, ProviderSession, ReconcileAnswer } from '../payment-provider';
import { cardOfTransientToken } from './transient-token';
import { CARD_REFUSALS, declineOf } from './declines';
import { authorisationOf } from './transaction-search';
import type { CybersourceEndpoint } from './endpoint';
import { cybersourceConnection, jwtPayload, objectAt, textAt } from './cybersource-connection';

/**
 * Cards through CyberSource (issue 30 item 3), through the official SDK (cybersource-rest-client, loaded the first
 * time CyberSource is called). The flow, each step CyberSource's published one:
 * 1. The storefront's page builds CyberSource's Microform fields from a capture context
 *    (https://developer.cybersource.com/docs/cybs/en-us/digital-accept-flex/developer/all/rest/digital-accept-flex/microform-integ-v2.html):
 *    the number and security code are typed into CyberSource's frames, and the page posts only the transient token.
 * 2. Payer authentication set up with that token, the browser's device data collected
 *    (https://developer.cybersource.com/docs/cybs/en-us/payer-authentication/developer/all/rest/payer-auth/pa2-ccdc-setup-intro.html).
 * 3. Check enrollment: frictionless, or a challenge the browser steps up to at the issuer; a card not enrolled in
 *    3-D Secure is refused (spec §7: 3-D Secure is required) before any money is asked for
 *    (…/pa2-ccdc-enroll-intro.html).
 * 4. After a challenge, its result validated (…/pa2-ccdc-validate-intro.html).
 * 5. Authorised and captured in one call with the authentication's values (POST /pts/v2/payments,
 *    processingInformation.capture true), the session's id as the client reference code, the amount two decimals
 *    from the session's cents. What CyberSource authorised is held to the session's charge by complete-session.
 * A session whose authorisation was asked for but whose answer never came is found again by its reference code
 * (POST /tss/v2/searches) by the reconciliation job.
 */
export interface CybersourceOptions extends CybersourceEndpoint {
  /** The storefront's public origin: the only one the Microform fields may be mounted on. */
  publicUrl: string;
}

/** The card brands the fields take (Microform's allowedCardNetworks). */
const CARD_NETWORKS = ['VISA', 'MASTERCARD', 'AMEX', 'JCB', 'DISCOVER', 'DINERSCLUB'];
export const CARD_CHECKOUT_PATH = '/card-checkout';
/** How long the customer has on the card page (a capture context lives 15 minutes). */
const CARD_SESSION_MINUTES = 15;

type Body = Record<string, unknown>;

/** What the authentication said, as the authorisation is to carry it (the fields CyberSource names for "payer authentication data"). */
const AUTHENTICATION_FIELDS = ['cavv', 'xid', 'eciRaw', 'ucafAuthenticationData', 'ucafCollectionIndicator', 'directoryServerTransactionId', 'specificationVersion'] as const;
function authenticationOf(info: Body): Body {
  const kept: Body = {};
  for (const field of AUTHENTICATION_FIELDS) if (textAt(info, field)) kept[field] = textAt(info, field);
  return kept;
}

const refused = (declineCode: string, code: 'PAYMENT_PROCESSOR_ERROR' | 'CARD_NOT_ACCEPTED' = 'PAYMENT_PROCESSOR_ERROR'): Extract<PayerAuthStep, { step: 'failed' }> => ({
  step: 'failed',
  outcome: { status: 'failed', code, declineCode: code === 'CARD_NOT_ACCEPTED' ? null : declineCode },
});

export function cybersourceProvider(options: CybersourceOptions): HostedFieldsProvider<'card'> {
  const connection = cybersourceConnection(options);
  const { sdk, asked } = connection;
  const amountOf = (session: ProviderSession) => ({ totalAmount: decimalAmount(session.charge), currency: CURRENCY });
  const tokenOf = (state: Body) => textAt(state, 'transientToken') ?? '';

  async function fieldsContext(): Promise<FieldsContext> {
    const context = await asked((api) =>
      api.captureContext({ clientVersion: 'v2', targetOrigins: [new URL(options.publicUrl).origin], allowedCardNetworks: CARD_NETWORKS, allowedPaymentTypes: ['CARD'] }),
    );
    // The capture context names the library to load and its integrity hash (ctx[0].data.clientLibrary / clientLibraryIntegrity).
    const data = objectAt((jwtPayload(context).ctx as unknown[] | undefined)?.[0], 'data');
    const scriptUrl = textAt(data, 'clientLibrary');
    if (!scriptUrl || !/^https?:\/\//.test(scriptUrl)) throw (await sdk()).processorError({ status: 200, reason: null, code: 'CYBERSOURCE_INVALID_CAPTURE_CONTEXT' });
    return { context, scriptUrl, scriptIntegrity: textAt(data, 'clientLibraryIntegrity') ?? null, origins: [new URL(scriptUrl).origin] };
  }

  async function setUp(session: ProviderSession, token: string): Promise<PayerAuthStep> {
    const answer = await asked((api) => api.authenticationSetup({ clientReferenceInformation: { code: session.id }, tokenInformation: { transientToken: token } }));
    const info = objectAt(answer, 'consumerAuthenticationInformation');
    const url = textAt(info, 'deviceDataCollectionUrl');
    const accessToken = textAt(info, 'accessToken');
    const referenceId = textAt(info, 'referenceId');
    if (textAt(answer, 'status') !== 'COMPLETED' || !url || !accessToken || !referenceId) return refused(declineOf(textAt(objectAt(answer, 'errorInformation'), 'reason')));
    return { step: 'collect', url, accessToken, state: { transientToken: token, referenceId } };
  }

  async function checkEnrollment(session: ProviderSession, state: Body, browser: BrowserFacts, returnUrl: string): Promise<PayerAuthStep> {
    const answer = await asked((api) =>
      api.checkEnrollment({
        clientReferenceInformation: { code: session.id },
        orderInformation: { amountDetails: amountOf(session) },
        tokenInformation: { transientToken: tokenOf(state) },
        consumerAuthenticationInformation: { referenceId: textAt(state, 'referenceId'), returnUrl, deviceChannel: 'BROWSER', transactionMode: 'S' },
        deviceInformation: {
          ipAddress: browser.ipAddress,
          httpAcceptContent: browser.acceptContent,
          httpBrowserLanguage: browser.language,
          httpBrowserJavaEnabled: browser.javaEnabled ? 'Y' : 'N',
          httpBrowserJavaScriptEnabled: 'Y',
          httpBrowserColorDepth: browser.colorDepth,
          httpBrowserScreenHeight: browser.screenHeight,
          httpBrowserScreenWidth: browser.screenWidth,
          httpBrowserTimeDifference: browser.timeDifference,
          userAgentBrowserValue: browser.userAgent,
        },
      }),
    );
    return authenticationStep(answer, true);
  }

  async function challengeResult(session: ProviderSession, state: Body): Promise<PayerAuthStep> {
    const authenticationTransactionId = textAt(state, 'authenticationTransactionId');
    if (!authenticationTransactionId) return refused('UNAUTHORIZED_CARD');
    const answer = await asked((api) =>
      api.authenticationResults({
        clientReferenceInformation: { code: session.id },
        orderInformation: { amountDetails: amountOf(session) },
        tokenInformation: { transientToken: tokenOf(state) },
        consumerAuthenticationInformation: { authenticationTransactionId },
      }),
    );
    return authenticationStep(answer, false);
  }

  /**
   * An enrollment check's or a validation's answer (status AUTHENTICATION_SUCCESSFUL, PENDING_AUTHENTICATION or
   * AUTHENTICATION_FAILED). Authenticated needs the card enrolled (veresEnrolled Y; a card outside 3-D Secure, N or
   * U, is CARD_NOT_ACCEPTED) and the issuer's yes (paresStatus Y, or A: an attempt the issuer stands behind).
   */
  function authenticationStep(answer: Body, enrolling: boolean): PayerAuthStep {
    const status = textAt(answer, 'status');
    const info = objectAt(answer, 'consumerAuthenticationInformation');
    if (enrolling && textAt(info, 'veresEnrolled') && textAt(info, 'veresEnrolled') !== 'Y') return refused('', 'CARD_NOT_ACCEPTED');
    if (status === 'PENDING_AUTHENTICATION' && enrolling) {
      const url = textAt(info, 'stepUpUrl');
      const accessToken = textAt(info, 'accessToken');
      const authenticationTransactionId = textAt(info, 'authenticationTransactionId');
      if (!url || !accessToken || !authenticationTransactionId) return refused('UNAUTHORIZED_CARD');
      return { step: 'challenge', url, accessToken, state: { authenticationTransactionId } };
    }
    if (status === 'AUTHENTICATION_SUCCESSFUL' && ['Y', 'A'].includes(textAt(info, 'paresStatus') ?? 'Y')) {
      return { step: 'authenticated', state: { authentication: authenticationOf(info), commerceIndicator: textAt(info, 'ecommerceIndicator') ?? 'internet' } };
    }
    return refused(declineOf(textAt(objectAt(answer, 'errorInformation'), 'reason') ?? 'CONSUMER_AUTHENTICATION_FAILED'));
  }

  /**
   * POST /pts/v2/payments for the authenticated card, with the authentication's values, the session's id as the
   * client reference code and the amount two decimals from its cents; `processing` says what else is asked. A 400
   * about the card (a type not accepted, an invalid card) is a decline the customer can act on; any other failure,
   * PAYMENT_PROCESSOR_ERROR.
   */
  async function authorisation(session: ProviderSession, state: Body, processing: Body): Promise<{ answer: Body } | { declined: Extract<SessionOutcome, { status: 'failed' }> }> {
    const { api, cybersourceFailure, processorError } = await sdk();
    try {
      const answer = await api.payment({
        clientReferenceInformation: { code: session.id },
        processingInformation: { commerceIndicator: textAt(state, 'commerceIndicator') ?? 'internet', ...processing },
        tokenInformation: { transientTokenJwt: tokenOf(state) },
        orderInformation: { amountDetails: amountOf(session) },
        consumerAuthenticationInformation: objectAt(state, 'authentication'),
      });
      return { answer };
    } catch (error) {
      const failure = cybersourceFailure(error);
      if (failure.status === 400 && failure.reason && CARD_REFUSALS.has(failure.reason)) return { declined: { status: 'failed', code: 'PAYMENT_PROCESSOR_ERROR', declineCode: declineOf(failure.reason) } };
      throw processorError(failure);
    }
  }

  async function authorise(session: ProviderSession, state: Body): Promise<SessionOutcome> {
    const made = await authorisation(session, state, { capture: true });
    return 'declined' in made ? made.declined : outcomeOfPayment(made.answer);
  }

  /**
   * A card saved (https://developer.cybersource.com/docs/cybs/en-us/payments/developer/ctv/rest/payments/credentials-processsing-intro/credentials-ucof-intro/credentials-ucof-cit-tms-intro.html):
   * the customer-initiated first transaction of unscheduled credentials on file — the $1 verification authorised,
   * not captured, `actionList` TOKEN_CREATE making a payment instrument token (and its instrument identifier: the
   * same for the same card number, the card's fingerprint), `initiator` the customer with the credential stored on
   * file. What is shown of the card (brand, last four, expiry) is what the transient token says of it.
   */
  async function authoriseToSave(session: ProviderSession, state: Body): Promise<CardSaving> {
    let made: Awaited<ReturnType<typeof authorisation>>;
    try {
      made = await authorisation(session, state, {
        capture: false,
        actionList: ['TOKEN_CREATE'],
        actionTokenTypes: ['paymentInstrument', 'instrumentIdentifier'],
        authorizationOptions: { initiator: { type: 'customer', credentialStoredOnFile: true } },
      });
    } catch (error) {
      // The answer lost on the way: a verification CyberSource made is found by the attempt's code and released
      // (its token is not in a search's answer, so the customer adds the card again); none found, the error stands.
      if (!(error instanceof AppError) || (error.body.details as { errorCode?: unknown } | undefined)?.errorCode !== 'CYBERSOURCE_TIMEOUT') throw error;
      const found = await authorisationOf(connection, session.id).catch(() => null);
      if (found?.status === 'succeeded') return { status: 'failed', code: 'PAYMENT_PROCESSOR_ERROR', declineCode: null, verificationId: found.transactionId };
      if (found?.status === 'failed') return { status: 'failed', code: 'PAYMENT_PROCESSOR_ERROR', declineCode: found.declineCode ?? null };
      throw error;
    }
    if ('declined' in made) return { status: 'failed', code: 'PAYMENT_PROCESSOR_ERROR', declineCode: made.declined.declineCode ?? null };
    const { answer } = made;
    const outcome = outcomeOfPayment(answer);
    // A declined verification holds nothing; one authorised (or under review) is released whatever comes of it.
    if (outcome.status === 'failed') return { status: 'failed', code: 'PAYMENT_PROCESSOR_ERROR', declineCode: outcome.declineCode ?? null };
    const verificationId = { verificationId: outcome.transactionId };
    const tokens = objectAt(answer, 'tokenInformation');
    const token = textAt(objectAt(tokens, 'paymentInstrument'), 'id');
    const card = cardOfTransientToken(tokenOf(state));
    // Under review, another amount than the $1 asked for, no token made, or a card the token does not describe: not saved, the authorisation released.
    const verified = outcome.status === 'succeeded' && outcome.charged.amount === session.charge && outcome.charged.currency === CURRENCY;
    if (!verified || !token || !card) return { status: 'failed', code: 'PAYMENT_PROCESSOR_ERROR', declineCode: null, ...verificationId };
    return { status: 'saved', verificationId: outcome.transactionId, token, ...card, fingerprint: textAt(objectAt(tokens, 'instrumentIdentifier'), 'id') ?? null };
  }

  /** A payment's answer (201): AUTHORIZED (captured with it), a review still open (pending), or declined with its reason. */
  function outcomeOfPayment(answer: Body): SessionOutcome {
    const id = textAt(answer, 'id') ?? '';
    const status = textAt(answer, 'status');
    const amounts = objectAt(objectAt(answer, 'orderInformation'), 'amountDetails');
    if ((status === 'AUTHORIZED' || status === 'PARTIAL_AUTHORIZED') && id) {
      // What was authorised, as CyberSource reports it: a partial authorisation is another amount, refused and kept for staff.
      const amount = centsOfDecimal(textAt(amounts, 'authorizedAmount') ?? textAt(amounts, 'totalAmount'));
      return { status: 'succeeded', transactionId: id, charged: { amount: amount ?? -1, currency: textAt(amounts, 'currency') ?? '' } };
    }
    if ((status === 'AUTHORIZED_PENDING_REVIEW' || status === 'PENDING_REVIEW') && id) return { status: 'pending', transactionId: id, reason: status };
    return { status: 'failed', code: 'PAYMENT_PROCESSOR_ERROR', declineCode: declineOf(textAt(objectAt(answer, 'errorInformation'), 'reason')), ...(id ? { transactionId: id } : {}) };
  }

  /**
   * The reconciliation job's question, for a session whose authorisation was asked for: what CyberSource's
   * Transaction Search has for its reference code; none, nothing (the customer's own answer may still come, or the
   * session ends unpaid).
   */
  async function reconcile(session: ProviderSession, state: Body): Promise<ReconcileAnswer> {
    if (!state.authorising) return { outcome: null, reason: 'no authorisation asked for' };
    const outcome = await authorisationOf(connection, session.id);
    return outcome ? { outcome } : { outcome: null, reason: 'CyberSource has no authorisation for this session' };
  }

  return {
    kind: 'hostedFields',
    method: 'card',
    identifier: 'cybersource',
    open: ({ sessionId, now }) => ({
      status: 'requiresAction',
      redirectUrl: `${CARD_CHECKOUT_PATH}/${sessionId}`,
      expiresAt: new Date(now.getTime() + CARD_SESSION_MINUTES * 60_000),
      state: {},
    }),
    fieldsContext,
    setUp,
    checkEnrollment,
    challengeResult,
    authorise,
    authoriseToSave,
    reconcile,
  };
}
