import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TldCatalogue } from '../../catalogue/tld-catalogue';
import { createRegistry } from '../../registry/create-registry';

/** The domain registry chosen by DOMAIN_REGISTRY, and the TLD catalogue held in memory. */
export const domainsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('registry', createRegistry(app.config, { db: app.db, clock: app.clock }));
    app.decorate('tldCatalogue', new TldCatalogue(app.db));
    app.log.info({ registry: app.registry.identifier }, 'domain registry ready');
  },
  { name: 'domains', dependencies: ['config', 'clock', 'db'] },
);
