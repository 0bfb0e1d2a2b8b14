import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TldCatalogue } from '../../catalogue/tld-catalogue';
import { createRegistry } from '../../registry/create-registry';
import { EppRegistry } from '../../registry/epp/epp-registry';

/** The domain registry chosen by DOMAIN_REGISTRY, and the TLD catalogue held in memory. */
export const domainsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('registry', createRegistry(app.config, { db: app.db, clock: app.clock }));
    // The EPP registry's sessions are logged out when the api stops (RFC 5730 §2.9.1.2).
    const registry = app.registry;
    if (registry instanceof EppRegistry) app.addHook('onClose', () => registry.close());
    app.decorate('tldCatalogue', new TldCatalogue(app.db));
    app.log.info({ registry: app.registry.identifier }, 'domain registry ready');
  },
  { name: 'domains', dependencies: ['config', 'clock', 'db'] },
);
