import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { catalogueSchemas as routes } from '@storefront/contracts';
import { findSslCertificate, listSslCertificates } from '../../catalogue/ssl.repository';
import { localeOf } from '../../domains/tld-words';
import { AppError } from '../../errors';
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
      return listSslCertificates(app.db, localeOf(request.headers['x-locale']));
    },
  });

  app.route({
    ...routeOf(routes.getSslCertificate, { description: 'One SSL certificate by its product key, in the x-locale language. An unknown key is NOT_FOUND.' }),
    handler: async (request, reply) => {
      const certificate = await findSslCertificate(app.db, request.params.key, localeOf(request.headers['x-locale']));
      if (!certificate) throw new AppError('NOT_FOUND');
      reply.header('Vary', 'x-locale');
      return certificate;
    },
  });
};
