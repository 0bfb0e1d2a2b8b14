import { DOMAIN_MESSAGES, domainNameSchema, maxYearsFor, type RegisterInfo } from '@storefront/contracts';
import { invalidField } from '../errors';
import { requireTldOf, type DomainDeps } from './domain-deps';
import { registerTotal } from './domain-pricing';

export const REGISTER_INFO_MAX_NAMES = 25;

/** The names of `?domain=` — one, or with multi=1 up to 25 comma-separated — each a valid registrable name. */
export function parseNames(raw: string, multi: boolean): string[] {
  const parts = (multi ? raw.split(',') : [raw]).map((part) => part.trim()).filter(Boolean);
  if (parts.length === 0) throw invalidField('domain', DOMAIN_MESSAGES.invalidDomain);
  if (parts.length > REGISTER_INFO_MAX_NAMES) throw invalidField('domain', `At most ${REGISTER_INFO_MAX_NAMES} domains`);
  const names = parts.map((part) => {
    const parsed = domainNameSchema.safeParse(part);
    if (!parsed.success) throw invalidField('domain', DOMAIN_MESSAGES.invalidDomain);
    return parsed.data;
  });
  return [...new Set(names)];
}

/** GET /api/domains/register-info: status and the total for every possible term (premium: 1 year at its price). */
export async function registerInfo(deps: DomainDeps, names: string[]): Promise<RegisterInfo[]> {
  const tlds = await Promise.all(names.map((name) => requireTldOf(deps, name)));
  const availability = new Map((await deps.registry.check(names)).map((entry) => [entry.domain, entry]));
  return names.map((domain, index) => {
    const tld = tlds[index]!;
    const entry = availability.get(domain)!;
    const premiumPrice = entry.status === 'premium' ? entry.premiumPrice : null;
    const maxYears = maxYearsFor(entry.status);
    return {
      domain,
      tld: tld.tld,
      status: entry.status,
      premium: entry.status === 'premium',
      maxYears,
      prices: Array.from({ length: maxYears }, (_, i) => ({ years: i + 1, amount: registerTotal(tld, i + 1, premiumPrice) })),
    };
  });
}

/** GET /api/domains/check-available */
export async function checkAvailable(deps: DomainDeps, domain: string) {
  await requireTldOf(deps, domain);
  const [entry] = await deps.registry.check([domain]);
  const status = entry!.status;
  return { domain, available: status !== 'taken', status };
}
