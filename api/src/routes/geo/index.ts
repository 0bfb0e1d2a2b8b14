import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { geoSchemas as routes, sortCountries } from '@storefront/contracts';
import { localeOf } from '../../domains/tld-words';
import { COUNTRIES, regionsOf } from '../../geo';
import { routeOf } from '../route-of';

/** A day fresh, a week served stale while it revalidates: the list changes with a deployment, not with a visitor. */
const PUBLIC_CACHE = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * Long cached, and public unless this very answer renews the visitor's session cookie (a shared cache must
 * not keep that). An onSend hook of the route: the cookie plugin writes Set-Cookie in its own onSend, before.
 */
async function cacheLong(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode === 200) reply.header('Cache-Control', reply.hasHeader('set-cookie') ? 'private, max-age=86400' : PUBLIC_CACHE);
  reply.header('Vary', 'x-locale');
  return payload;
}

/**
 * In the reader's alphabetical order (x-locale), the provider's markets first: sorted here, once, so a page
 * rendered on the server and the browser hydrating it show the same order (ICU versions order Khmer differently).
 */
const countryLists = { en: { items: sortCountries(COUNTRIES, 'en') }, km: { items: sortCountries(COUNTRIES, 'km') } };

/** The geo area (spec §7 Other: GET /country, GET /regions): the phone-code select and the address forms. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.listCountries, {
      description:
        "Every country: ISO 3166-1 code, English and Khmer name, international calling code, flag, and whether GET /api/regions lists its provinces; in the x-locale language's alphabetical order, Cambodia and Thailand first. Long cached.",
    }),
    onSend: cacheLong,
    handler: async (request) => countryLists[localeOf(request.headers['x-locale'])],
  });

  app.route({
    ...routeOf(routes.listRegions, {
      description: "A country's provinces/states (ISO 3166-2 code, English and Khmer name): Cambodia's 25 and Thailand's 77; an empty list for other countries. Long cached.",
    }),
    onSend: cacheLong,
    handler: async (request) => {
      const { country } = request.query;
      return { country, items: [...regionsOf(country)] };
    },
  });
};
