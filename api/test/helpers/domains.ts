import type { FastifyInstance } from 'fastify';
import type { DomainStatus, RegisterInfo, TransferBlocker, TransferCheck } from '@storefront/contracts';

/**
 * Sandbox names of a kind, found the way a tester would: by asking the api about candidate names (the
 * sandbox answers the same every time, but tests do not hard-code its hash).
 */
export async function namesWithStatus(app: FastifyInstance, status: DomainStatus, count: number, tld = 'com', prefix = 'case'): Promise<string[]> {
  const found: string[] = [];
  for (let batch = 0; found.length < count && batch < 40; batch += 1) {
    const names = Array.from({ length: 25 }, (_, i) => `${prefix}-${batch * 25 + i}.${tld}`);
    const response = await app.inject({ method: 'GET', url: `/api/domains/register-info?multi=1&domain=${names.join(',')}` });
    const items = (response.json() as { items: RegisterInfo[] }).items;
    found.push(...items.filter((item) => item.status === status).map((item) => item.domain));
  }
  if (found.length < count) throw new Error(`fewer than ${count} ${status} names under .${tld}`);
  return found.slice(0, count);
}

/** Taken sandbox names whose transfer check answers `blocker` (null: transferable now). */
export async function namesWithTransfer(app: FastifyInstance, blocker: TransferBlocker | null, count: number, tld = 'com', prefix = 'move'): Promise<string[]> {
  const found: string[] = [];
  for (const domain of await namesWithStatus(app, 'taken', 60, tld, prefix)) {
    const check = (await app.inject({ method: 'GET', url: `/api/domains/transfer/check?domain=${domain}` })).json() as TransferCheck;
    if (check.blocker === blocker) found.push(domain);
    if (found.length === count) return found;
  }
  throw new Error(`fewer than ${count} names with transfer blocker ${blocker}`);
}

/** The auth code the old registrar would give the owner (development route of the sandbox). */
export async function authCodeOf(app: FastifyInstance, domain: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `/api/dev/registry/auth-code?domain=${domain}` });
  if (response.statusCode !== 200) throw new Error(`no auth code for ${domain}: ${response.body}`);
  return (response.json() as { authCode: string }).authCode;
}
