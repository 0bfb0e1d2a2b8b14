import { useCallback, useRef } from 'react';
import { IDEMPOTENCY_KEY_HEADER, paymentsEndpoints, type ArgsOf, type ResponseOf } from '@storefront/contracts';
import { callEndpoint, type AppDispatch, type CallArgs } from '@storefront/platform';
import { injectEndpointsOf } from '@storefront/platform/query';

/** The payments endpoints the account uses (the top-up fee); the one-step calls below go out with their Idempotency-Key. */
export const oneStepApi = injectEndpointsOf(paymentsEndpoints);

export const { useGetTopUpFeeQuery } = oneStepApi;

type OneStep = typeof paymentsEndpoints.checkoutOneStep | typeof paymentsEndpoints.topUpOneStep;

/**
 * Pays in one step (a renewal, a top-up with a saved card) with the attempt's Idempotency-Key: sent again after a
 * lost answer, the api answers the first result instead of charging twice. Then what it changed (the service, the
 * balance, the card's history, the invoices) refetches wherever it is shown.
 */
export async function callOneStep<E extends OneStep>(dispatch: AppDispatch, endpoint: E, args: ArgsOf<E>, idempotencyKey: string): Promise<ResponseOf<E>> {
  const answer = await callEndpoint<E>(endpoint, ...([args, { headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } }] as unknown as CallArgs<E>));
  dispatch(oneStepApi.util.invalidateTags([...endpoint.tags] as never[]));
  return answer;
}

/** A random uuid v4 for an Idempotency-Key. */
function randomKey(): string {
  const crypto = globalThis.crypto;
  if (crypto && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * One Idempotency-Key per payment attempt: `key()` keeps the same key while the attempt is retried (no answer or a
 * 5xx: the api may have done it), `afterFailure` ends the attempt on a final refusal, `settle` after success.
 */
export function useIdempotencyKey() {
  const current = useRef<string | null>(null);
  const key = useCallback(() => (current.current ??= randomKey()), []);
  const settle = useCallback(() => {
    current.current = null;
  }, []);
  const afterFailure = useCallback((status: number | undefined) => {
    if (status !== undefined && status > 0 && status < 500) current.current = null;
  }, []);
  return { key, settle, afterFailure };
}
