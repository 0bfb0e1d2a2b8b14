import { useEffect, useMemo } from 'react';
import type { HostingConfigType } from '@storefront/contracts';
import { selectCart, selectCartStatus, useAppSelector } from '@storefront/platform';
import { fromCartItem, toParams } from './configure-state';

/**
 * The basket's "Edit" of a hosting plan (?item=<key>, contracts' configuratorPathOf): once the cart is read, the
 * item's configuration is written into the URL beside the key (so Back and a reload keep it), and the configurator
 * saves the item back instead of adding one. An item no longer in the cart starts a new configuration.
 */
export function useEditedItem(type: HostingConfigType, params: URLSearchParams, setParams: (next: URLSearchParams, options: { replace: boolean }) => void, extra: Record<string, string> = {}) {
  const cart = useAppSelector(selectCart);
  const status = useAppSelector(selectCartStatus);
  const key = params.get('item');
  const item = key ? cart?.items.find((candidate) => candidate.key === key && candidate.type === type) : undefined;
  const state = useMemo(() => (item ? fromCartItem(type, item) : null), [item, type]);
  const loaded = Boolean(key && params.get('plan'));
  const extraKey = JSON.stringify(extra);

  useEffect(() => {
    if (key && !loaded && state) setParams(toParams(state, { ...(JSON.parse(extraKey) as Record<string, string>), item: key }), { replace: true });
  }, [key, loaded, state, setParams, extraKey]);

  const waiting = Boolean(key) && !loaded && (status === 'idle' || status === 'loading' || Boolean(state));
  const kept = useMemo((): Record<string, string> => (key ? { item: key } : {}), [key]);
  return { editing: key && (loaded || state) ? key : null, waiting, extra: kept };
}
