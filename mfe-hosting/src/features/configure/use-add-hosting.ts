import { useState } from 'react';
import { cloudServerEndpoints, hostingEndpoints, type HostingConfigType } from '@storefront/contracts';
import { bus, callEndpoint, fetchCart, toApiError, useAppDispatch } from '@storefront/platform';
import { toConfiguration, type HostingConfigState } from './configure-state';

/**
 * PUT /api/cart/items/{type} with the configuration — or, editing a cart item, PATCH /api/cart/items/{type}/{key}
 * (the cloud server configurator's same call): the one cart is read again and the other remotes hear of an addition.
 */
export function useAddHosting(type: HostingConfigType, editing: string | null = null) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const add = async (state: HostingConfigState) => {
    setBusy(true);
    setError(null);
    try {
      const body = toConfiguration(type, state);
      const cart = editing
        ? await callEndpoint(cloudServerEndpoints.editCartItem, { params: { type, key: editing }, body: { ...body } })
        : await callEndpoint(hostingEndpoints.addHostingToCart, { params: { type }, body });
      await dispatch(fetchCart());
      if (!editing) bus.publish('cart/itemAdded', { items: cart.items.slice(-1), source: 'mfe-hosting' });
      setAdded(true);
    } catch (caught) {
      const apiError = toApiError(caught);
      const field = (apiError.details?.fields as { message?: string }[] | undefined)?.[0]?.message;
      setError(field ?? apiError.message);
    } finally {
      setBusy(false);
    }
  };
  return { add, busy, error, added };
}
