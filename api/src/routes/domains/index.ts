import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainSearchQuerySchema, domainSearchResponseSchema, type DomainResult } from '@storefront/contracts';
import { tldOf } from '../../cart/pricing';
import { listTlds } from '../../catalogue/catalogue.repository';
import type { TldRow } from '../../db/database';
import { AppError } from '../../errors';
import type { DomainAvailability } from '../../registry/domain-registry';
import { SandboxRegistry } from '../../registry/sandbox-registry';

const SUGGESTED_TLDS = 10;

function toResult(tld: Pick<TldRow, 'tld' | 'register_price' | 'renew_price'> & { tags: string[] }, availability: DomainAvailability): DomainResult {
  const premium = availability.status === 'premium';
  const tags = new Set(tld.tags as DomainResult['tags']);
  if (premium) tags.add('premium');
  return {
    domain: availability.domain,
    tld: tld.tld,
    status: availability.status,
    tags: [...tags],
    registerPrice: premium && availability.premiumPrice ? availability.premiumPrice : tld.register_price,
    renewPrice: premium && availability.premiumPrice ? availability.premiumPrice : tld.renew_price,
    owner: availability.owner,
  };
}

/** Domain search over the registry adapter (the sandbox registry until a real one is configured). */
export const domainRoutes: FastifyPluginAsyncZod = async (app) => {
  const registry = new SandboxRegistry();

  app.get(
    '/api/domains/search-iu',
    { schema: { tags: ['domains'], querystring: domainSearchQuerySchema, response: { 200: domainSearchResponseSchema } } },
    async (request) => {
      const query = request.query.domain;
      const labels = query.split('.');
      const keyword = labels[0]!;
      let exactTld: TldRow | undefined;
      if (labels.length > 1) {
        exactTld = await tldOf(app.db, query);
        if (!exactTld || exactTld.tld !== labels.slice(1).join('.')) throw new AppError('UNSUPPORTED_TLD');
      }
      const tlds = (await listTlds(app.db, {})).filter((t) => t.tld !== exactTld?.tld).slice(0, SUGGESTED_TLDS);
      const names = tlds.map((t) => `${keyword}.${t.tld}`);
      const checked = await registry.check([...(exactTld ? [query] : []), ...names]);
      const exactAvailability = exactTld ? checked.shift() : undefined;
      return {
        query,
        exact: exactTld && exactAvailability ? toResult({ ...exactTld, tags: exactTld.tags }, exactAvailability) : null,
        results: tlds.map((t, index) =>
          toResult({ tld: t.tld, register_price: t.registerPrice, renew_price: t.renewPrice, tags: t.tags }, checked[index]!),
        ),
      };
    },
  );
};
