import { useState } from 'react';
import { useListOwnedDomainsQuery } from '../../shared/domains-api';

/** How often the list is read again while the registry still carries out a paid name (its job takes seconds). */
export const FULFILMENT_POLL_MS = 5_000;

/**
 * The signed-in customer's names (GET /api/user/owned-domains), read afresh each time the page opens. The same
 * arguments as the domain search's: both remotes read one cached answer. While a paid name is still being
 * registered, transferred or renewed (its fulfil-domain job has not finished), the list is read again every few
 * seconds while the tab is in view, so the name shows its new state as soon as it has one; never once it failed
 * (staff are on it) or nothing is pending.
 */
export function useOwnedDomains() {
  const [polling, setPolling] = useState(0);
  const result = useListOwnedDomainsQuery({ query: { limit: 100 } }, { refetchOnMountOrArgChange: true, pollingInterval: polling, skipPollingIfUnfocused: true });
  const pending = result.data?.some((domain) => domain.fulfilment && domain.fulfilment !== 'failed') ?? false;
  const wanted = pending ? FULFILMENT_POLL_MS : 0;
  // Set during render from the answer (React's "adjusting state when a prop changes"): no effect, no extra commit.
  if (wanted !== polling) setPolling(wanted);
  return result;
}
