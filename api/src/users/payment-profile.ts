import type { FastifyReply, FastifyRequest, onRouteHookHandler, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { cardsEndpoints, paymentsEndpoints, ProfileCheck } from '@storefront/contracts';
import { AppError } from '../errors';
import type { UserRow } from '../db/database';

/** What an account lacks before it may pay (spec §5: a phone number in the profile is required for payment). */
export function profileCheckOf(user: Pick<UserRow, 'phone_number'>): ProfileCheck {
  const missing: ProfileCheck['missing'] = [];
  if (!user.phone_number) missing.push('phoneNumber');
  return { complete: missing.length === 0, missing };
}

/** preHandler: a signed-in account with what paying needs, else PROFILE_INCOMPLETE ('Please update your information to continue'). */
export async function requirePaymentProfile(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  const check = profileCheckOf(request.user);
  if (!check.complete) throw new AppError('PROFILE_INCOMPLETE', undefined, { missing: check.missing });
}

/**
 * The calls that take a customer's money (by their declaration's name): each of them is refused to an account
 * without a phone number, whichever route file declares it.
 */
export const PAYING_ENDPOINTS: ReadonlySet<string> = new Set<keyof typeof paymentsEndpoints | keyof typeof cardsEndpoints>([
  'payWithBalance',
  'payWithPromoCredit',
  'startPayment',
  'payByCard',
  'payByBankTransfer',
  'startPaywayPayment',
  'createTopUp',
  'payTopUpByCard',
  'startTopUpPaywayPayment',
  'createBulkPayment',
  'payBulkWithBalance',
  'payWithSavedCard',
]);

const asList = (handler: preHandlerHookHandler | preHandlerHookHandler[] | undefined): preHandlerHookHandler[] =>
  handler === undefined ? [] : Array.isArray(handler) ? handler : [handler];

/**
 * Adds requirePaymentProfile after the route's own preHandlers (its sign-in check first) to every paying
 * route, and to any route whose config says `requiresPaymentProfile: true` (saved-card and one-step payments).
 * Registered before the routes.
 */
export const paymentProfilePlugin = fp(
  async (app) => {
    const onRoute: onRouteHookHandler = (route) => {
      const name = (route.schema as { operationId?: string } | undefined)?.operationId;
      const flagged = route.config?.requiresPaymentProfile === true;
      if ((name && PAYING_ENDPOINTS.has(name)) || flagged) {
        route.preHandler = [...asList(route.preHandler as preHandlerHookHandler | preHandlerHookHandler[] | undefined), requirePaymentProfile as preHandlerHookHandler];
      }
    };
    app.addHook('onRoute', onRoute);
  },
  { name: 'payment-profile' },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route takes the customer's money: refused without a phone number (paymentProfilePlugin). */
    requiresPaymentProfile?: boolean;
  }
}
