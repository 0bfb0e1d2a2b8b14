import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownedDomainRoutes } from './owned';
import { registerInfoRoutes } from './register-info';
import { searchRoutes } from './search';
import { tldRoutes } from './tlds';
import { transferRoutes } from './transfer';
import { whoisRoutes } from './whois';

/** Domains (spec §7): search, prices, TLD pages, WHOIS, transfer in, the customer's names. */
export const domainRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(searchRoutes);
  await app.register(registerInfoRoutes);
  await app.register(tldRoutes);
  await app.register(whoisRoutes);
  await app.register(transferRoutes);
  await app.register(ownedDomainRoutes);
};
