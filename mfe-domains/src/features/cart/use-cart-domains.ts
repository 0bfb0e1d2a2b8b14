import { useMemo } from 'react';
import type { Cart } from '@storefront/contracts';
import { selectCart, useAppSelector } from '@storefront/platform';

/** The domain names in the one cart (any action). */
export function cartDomains(cart: Cart | null): Set<string> {
  const names = new Set<string>();
  for (const item of cart?.items ?? []) {
    if (item.type !== 'domain') continue;
    const domain = typeof item.data.domain === 'string' ? item.data.domain : item.title;
    names.add(domain.toLowerCase());
  }
  return names;
}

export function useCartDomains(): Set<string> {
  const cart = useAppSelector(selectCart);
  return useMemo(() => cartDomains(cart), [cart]);
}
