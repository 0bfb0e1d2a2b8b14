import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSchemas as routes } from '@storefront/contracts';
import {
  addMyContact,
  deleteMyContact,
  listMyContacts,
  listMyShares,
  myContactLimit,
  readMyContact,
  setMyDefaultContact,
  shareMyContacts,
  unshareMyContacts,
  updateMyContact,
} from '../../contacts/my-contacts';
import { requireUser } from '../../plugins/app/session';
import { routeOf } from '../route-of';

const security = [{ session: [] }];

/** Billing contacts of spec §7 "User and account": own contacts (at most 3, one default) and contacts shared with me (read-only). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOf(routes.listAddresses, { security, description: 'My contacts (default first), then those other users shared with me (shared: true, ownerName).' }),
    preHandler: requireUser,
    handler: async (request) => {
      return listMyContacts(app, request.user!.id);
    },
  });

  app.route({
    ...routeOf(routes.getAddressLimit, { security, description: 'Whether another contact can be saved (at most 3).' }),
    preHandler: requireUser,
    handler: async (request) => {
      return myContactLimit(app, request.user!.id);
    },
  });

  app.route({
    ...routeOf(routes.listAddressShares, { security, description: 'The users I let select my contacts.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return listMyShares(app, request.user!.id);
    },
  });

  app.route({
    ...routeOf(routes.shareAddresses, { security, description: 'Lets the user with this email select my contacts (NOT_FOUND for an unknown email).' }),
    preHandler: requireUser,
    handler: async (request) => {
      return shareMyContacts(app, request.user!.id, request.body.email);
    },
  });

  app.route({
    ...routeOf(routes.unshareAddresses, { security, description: 'Stops letting the user with this email select my contacts.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return unshareMyContacts(app, request.user!.id, request.body.email);
    },
  });

  app.route({
    ...routeOf(routes.getAddress, { security, description: 'One contact of mine or shared with me (NOT_FOUND otherwise).' }),
    preHandler: requireUser,
    handler: async (request) => {
      return readMyContact(app, request.user!.id, request.params.id);
    },
  });

  app.route({
    ...routeOf(routes.addAddress, { security, description: 'Saves a new contact (the first is the default); the 4th answers ADD_ADDRESS_WAS_LIMITED.' }),
    preHandler: requireUser,
    handler: async (request, reply) => {
      return reply.status(201).send(await addMyContact(app, request.user!.id, request.body));
    },
  });

  app.route({
    ...routeOf(routes.updateAddress, { security, description: 'Updates one of my contacts (a shared one is NOT_FOUND).' }),
    preHandler: requireUser,
    handler: async (request) => {
      return updateMyContact(app, request.user!.id, request.params.id, request.body);
    },
  });

  app.route({
    ...routeOf(routes.setDefaultAddress, { security, description: 'Makes one of my contacts my default (one per user).' }),
    preHandler: requireUser,
    handler: async (request) => {
      return setMyDefaultContact(app, request.user!.id, request.params.id);
    },
  });

  app.route({
    ...routeOf(routes.deleteAddress, { security, description: "Deletes one of my contacts ('No more addresses to delete' when I have none)." }),
    preHandler: requireUser,
    handler: async (request, reply) => {
      await deleteMyContact(app, request.user!.id, request.params.id);
      return reply.status(204).send(null);
    },
  });
};
