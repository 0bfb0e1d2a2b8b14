import type { AppDispatch } from '@storefront/platform';

/**
 * The TLDs the storefront sells (GET /api/domains/tlds), for the "Unsupported TLD" check before a search: read with
 * the generated listTlds endpoint, cached under 'Tld' — the same entry the search page then reads its catalogue
 * from. The domains api (and with it RTK Query) is loaded only now, when a search is submitted: the home page mounts
 * the search box through federation and carries no RTK Query, and a submitted search opens the search page, which
 * needs both anyway. Null when the catalogue cannot be read: the api then checks, and its message is shown.
 */
export async function supportedTlds(dispatch: AppDispatch): Promise<ReadonlySet<string> | null> {
  const { domainsApi } = await import('../../shared/domains-api');
  const read = dispatch(domainsApi.endpoints.listTlds.initiate({ query: {} }));
  try {
    const tlds = await read.unwrap();
    return new Set(tlds.map((tld) => tld.tld));
  } catch {
    return null;
  } finally {
    read.unsubscribe();
  }
}
