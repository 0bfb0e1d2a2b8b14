import { domainsEndpoints } from '@storefront/contracts';
import { callEndpoint } from '@storefront/platform';

let catalogue: Promise<ReadonlySet<string> | null> | null = null;

/**
 * The TLDs the storefront sells (GET /api/domains/tlds), fetched once, for the "Unsupported TLD" check before a
 * search. Null when the catalogue cannot be read: the api then checks, and its message is shown.
 */
export function supportedTlds(): Promise<ReadonlySet<string> | null> {
  catalogue ??= callEndpoint(domainsEndpoints.listTlds, { query: {} })
    .then((tlds) => new Set(tlds.map((tld) => tld.tld)) as ReadonlySet<string>)
    .catch(() => {
      catalogue = null;
      return null;
    });
  return catalogue;
}

/** Forgets the fetched catalogue (tests). */
export function forgetSupportedTlds(): void {
  catalogue = null;
}
