import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { OwnedDomain } from '@storefront/contracts';

interface DomainChoices {
  /** The term chosen on each row (domain → years); 1 when not chosen. */
  years: Readonly<Record<string, number>>;
  setYears: (domain: string, years: number) => void;
  /** The signed-in customer's domains (for renew and reactivation prices). */
  owned: Readonly<Record<string, OwnedDomain>>;
}

const Context = createContext<DomainChoices>({ years: {}, setYears: () => undefined, owned: {} });

/** Holds the years chosen on the result rows, so "Add all to cart" adds each name for its chosen term. */
export function DomainChoicesProvider({ owned, children }: { owned?: Record<string, OwnedDomain>; children: ReactNode }) {
  const [years, setAll] = useState<Record<string, number>>({});
  const setYears = useCallback((domain: string, value: number) => setAll((current) => ({ ...current, [domain]: value })), []);
  const value = useMemo(() => ({ years, setYears, owned: owned ?? {} }), [years, setYears, owned]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const useDomainChoices = () => useContext(Context);
