import { useListOwnedDomainsQuery } from '../../shared/domains-api';

/**
 * The signed-in customer's names (GET /api/user/owned-domains), read afresh each time the page opens. The same
 * arguments as the domain search's: both remotes read one cached answer.
 */
export const useOwnedDomains = () => useListOwnedDomainsQuery({ query: { limit: 100 } }, { refetchOnMountOrArgChange: true });
