import { useCallback, useEffect, useRef, useState } from 'react';
import type { CheckoutOrder } from '@storefront/contracts';
import type { ApiError } from '@storefront/platform';
import { apiErrorOf } from '../../shared/error-text';
import { useInitCheckoutMutation } from '../../shared/payments-api';
import { tabId } from '../../shared/tab-id';

export interface CheckoutOrderState {
  data: CheckoutOrder | undefined;
  error: ApiError | null;
  loading: boolean;
  /** The order is not the cart's open one (a rejected transfer reopened it): it keeps its own payment method (PATCH /checkout/{id}/payment-method). */
  reopened: boolean;
  /** Asks the api again (after a cart change, or ORDER_CHANGED); a late answer of an older ask is dropped. */
  reload: () => Promise<void>;
}

/**
 * The order being paid, kept fresh from the cart (POST /checkout/init { tabId }, which makes or remakes the
 * cart's open order, hence a mutation asked on each visit and after each cart change rather than a cached
 * query); by its id once the cart is gone (paid, or its items left with a bank transfer). An order of the URL
 * that is open but not the cart's is one a rejected transfer reopened: it keeps its own items, and is the one
 * to pay here.
 */
export function useCheckoutOrder(orderId: string): CheckoutOrderState {
  const [initCheckout] = useInitCheckoutMutation();
  const [state, setState] = useState<{ data?: CheckoutOrder; error: ApiError | null; loading: boolean; reopened: boolean }>({ error: null, loading: true, reopened: false });
  const turn = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++turn.current;
    setState((previous) => ({ ...previous, loading: true, error: null }));
    const init = (body: { orderId?: string; tabId: string }) => initCheckout({ body }).unwrap();
    try {
      let fromCart: CheckoutOrder | null = null;
      try {
        fromCart = await init({ tabId: tabId() });
      } catch (error) {
        if (apiErrorOf(error).code !== 'ITEMS_NOT_FOUND') throw error;
      }
      let data: CheckoutOrder;
      if (!fromCart) data = await init({ orderId, tabId: tabId() });
      else if (!orderId || fromCart.orderId === orderId) data = fromCart;
      else {
        const own = await init({ orderId, tabId: tabId() }).catch(() => null);
        data = own?.status === 'open' ? own : fromCart;
      }
      if (mine === turn.current) setState({ data, error: null, loading: false, reopened: data !== fromCart });
    } catch (error) {
      if (mine === turn.current) setState((previous) => ({ ...previous, error: apiErrorOf(error), loading: false }));
    }
  }, [initCheckout, orderId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data: state.data, error: state.error, loading: state.loading, reopened: state.reopened, reload };
}
