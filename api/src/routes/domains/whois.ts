import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { domainsSchemas as routes } from '@storefront/contracts';
import { requireTldOf } from '../../domains/domain-deps';
import { pendingTransferOf } from '../../domains/domain-transfer';
import { routeOf } from '../route-of';

export const whoisRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.getWhois, {
      description:
        "The registry's public record of a name: { registered: false } when nobody holds it. `pendingTransfer` says a transfer of the name to us is under way: 'yours' (the signed-in customer's) or 'another'.",
    }),
    handler: async (request) => {
      const tld = await requireTldOf(app, request.query.domain);
      const record = await app.registry.whois(request.query.domain);
      if (!record.registered) return record;
      return { ...record, pendingTransfer: await pendingTransferOf(app, record.domain, tld.kind, request.user?.id ?? null) };
    },
  });
};
