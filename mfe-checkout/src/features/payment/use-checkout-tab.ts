import { useEffect, useState } from 'react';
import type { CheckoutOrder, CheckoutState } from '@storefront/contracts';
import { reportError } from '@storefront/platform';
import { apiErrorOf, useErrorText } from '../../shared/error-text';
import { useSetCheckoutStateMutation } from '../../shared/payments-api';
import { tabId } from '../../shared/tab-id';

/**
 * Where this tab is in paying the order (PATCH /checkout/checkout-state/{id}: payment, processing, done), so that
 * another tab paying the same order is told (INIT_CHECKOUT_ORDER_IN_OTHER_TAB on coming to the payment step, shown
 * as `otherTab`). Recording is best effort, the payment goes on without it; any other failure is reported.
 */
export function useCheckoutTab(order: CheckoutOrder | undefined) {
  const errorText = useErrorText();
  const [recordCheckoutState] = useSetCheckoutStateMutation();
  const [otherTab, setOtherTab] = useState<string | null>(null);

  const record = (id: string, state: CheckoutState) =>
    recordCheckoutState({ params: { id }, body: { tabId: tabId(), state } })
      .unwrap()
      .catch((error: unknown) => {
        const apiError = apiErrorOf(error);
        if (state === 'payment' && apiError.code === 'INIT_CHECKOUT_ORDER_IN_OTHER_TAB') setOtherTab(errorText(apiError));
        else reportError(error, `checkout/record-state/${state}`);
      });

  // Tell the api this tab is on the payment step (another tab paying the same order answers INIT_CHECKOUT_ORDER_IN_OTHER_TAB).
  useEffect(() => {
    if (!order || order.status !== 'open') return;
    void record(order.orderId, 'payment');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per order
  }, [order?.orderId, order?.status]);

  return { otherTab, setOtherTab, record };
}
