import { useCallback } from 'react';
import type { DomainCartAction } from '@storefront/contracts';
import { addCartItems, useAppDispatch } from '@storefront/platform';

export interface DomainCartRequest {
  action: DomainCartAction;
  domain: string;
  years: number;
  authCode?: string;
}

export type AddOutcome = { ok: true } | { ok: false; error: unknown };

/** Puts one domain item into the one cart through the platform's thunk (PUT /cart/items). */
export function useAddDomain() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (request: DomainCartRequest, options: { silent?: boolean } = {}): Promise<AddOutcome> => {
      const outcome = await dispatch(
        addCartItems({
          items: [{ type: 'domain', action: request.action, domain: request.domain, years: request.years, ...(request.authCode ? { authCode: request.authCode } : {}) }],
          source: 'mfe-domains',
          silent: options.silent,
        }),
      );
      return addCartItems.rejected.match(outcome) ? { ok: false, error: outcome.payload ?? outcome.error } : { ok: true };
    },
    [dispatch],
  );
}
