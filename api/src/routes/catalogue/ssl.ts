import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueSchemas as routes } from '@storefront/contracts';
import { sslCertificateList, sslCertificatePage } from '../../catalogue/catalogue-pages';
import { localeOf } from '../../domains/tld-words';
import { routeOf } from '../route-of';

/** The SSL certificates (spec §7 GET /ssl-certificates), public, in the x-locale language. */
export const sslRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.listSslCertificates, {
      description:
        'The 13 SSL certificates in catalogue order: type, validation level, issuer, the price of each term (1 to 3 years: total, monthly equivalent, saving against yearly), warranty, issuance time, names included, site seal, and their specs, requirements, disclaimers and paperwork in the x-locale language.',
    }),
    handler: async (request, reply) => {
      reply.header('Vary', 'x-locale');
      return sslCertificateList(app, localeOf(request.headers['x-locale']));
    },
  });

  app.route({
    ...routeOf(routes.getSslCertificate, { description: 'One SSL certificate by its product key, in the x-locale language. An unknown key is NOT_FOUND.' }),
    handler: async (request, reply) => {
      const certificate = await sslCertificatePage(app, request.params.key, localeOf(request.headers['x-locale']));
      reply.header('Vary', 'x-locale');
      return certificate;
    },
  });
};
