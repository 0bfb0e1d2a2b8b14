import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONTACT_LIMITS,
  contactInputSchema,
  contactLimitSchema,
  contactListSchema,
  contactParamsSchema,
  contactSchema,
  contactShareSchema,
  contactSharesSchema,
} from '@storefront/contracts';
import {
  contactLimit,
  createContact,
  deleteContact,
  listContacts,
  listShares,
  readContact,
  setDefaultContact,
  shareContacts,
  unshareContacts,
  updateContact,
} from '../../contacts/contacts.repository';
import { requireUser } from '../../plugins/app/session';

const base = { tags: ['addresses'], security: [{ session: [] }] };

/** Billing contacts of spec §7 "User and account": own contacts (at most 3, one default) and contacts shared with me (read-only). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/user/addresses',
    { preHandler: requireUser, schema: { ...base, description: 'My contacts (default first), then those other users shared with me (shared: true, ownerName).', response: { 200: contactListSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { items: await listContacts(app.db, request.user!.id), limit: CONTACT_LIMITS.maxSaved };
    },
  );

  app.get(
    '/api/user/addresses/limit',
    { preHandler: requireUser, schema: { ...base, description: 'Whether another contact can be saved (at most 3).', response: { 200: contactLimitSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return contactLimit(app.db, request.user!.id);
    },
  );

  app.get(
    '/api/user/addresses/shares',
    { preHandler: requireUser, schema: { ...base, description: 'The users I let select my contacts.', response: { 200: contactSharesSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return { items: await listShares(app.db, request.user!.id) };
    },
  );

  app.post(
    '/api/user/addresses/shares',
    { preHandler: requireUser, schema: { ...base, description: 'Lets the user with this email select my contacts (NOT_FOUND for an unknown email).', body: contactShareSchema, response: { 200: contactSharesSchema } } },
    async (request) => {
      await shareContacts(app.db, request.user!.id, request.body.email, app.clock.now());
      return { items: await listShares(app.db, request.user!.id) };
    },
  );

  app.delete(
    '/api/user/addresses/shares',
    { preHandler: requireUser, schema: { ...base, description: 'Stops letting the user with this email select my contacts.', body: contactShareSchema, response: { 200: contactSharesSchema } } },
    async (request) => {
      await unshareContacts(app.db, request.user!.id, request.body.email);
      return { items: await listShares(app.db, request.user!.id) };
    },
  );

  app.get(
    '/api/user/addresses/:id',
    { preHandler: requireUser, schema: { ...base, description: 'One contact of mine or shared with me (NOT_FOUND otherwise).', params: contactParamsSchema, response: { 200: contactSchema } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return readContact(app.db, request.user!.id, request.params.id);
    },
  );

  app.put(
    '/api/user/addresses',
    { preHandler: requireUser, schema: { ...base, description: 'Saves a new contact (the first is the default); the 4th answers ADD_ADDRESS_WAS_LIMITED.', body: contactInputSchema, response: { 201: contactSchema } } },
    async (request, reply) => {
      const userId = request.user!.id;
      const id = await app.db.transaction().execute((trx) => createContact(trx, userId, request.body, app.clock.now()));
      return reply.status(201).send(await readContact(app.db, userId, id));
    },
  );

  app.patch(
    '/api/user/addresses/:id',
    { preHandler: requireUser, schema: { ...base, description: 'Updates one of my contacts (a shared one is NOT_FOUND).', params: contactParamsSchema, body: contactInputSchema, response: { 200: contactSchema } } },
    async (request) => {
      const userId = request.user!.id;
      await app.db.transaction().execute((trx) => updateContact(trx, userId, request.params.id, request.body, app.clock.now()));
      return readContact(app.db, userId, request.params.id);
    },
  );

  app.patch(
    '/api/user/addresses/:id/default',
    { preHandler: requireUser, schema: { ...base, description: 'Makes one of my contacts my default (one per user).', params: contactParamsSchema, response: { 200: contactSchema } } },
    async (request) => {
      const userId = request.user!.id;
      await app.db.transaction().execute((trx) => setDefaultContact(trx, userId, request.params.id, app.clock.now()));
      return readContact(app.db, userId, request.params.id);
    },
  );

  app.delete(
    '/api/user/addresses/:id',
    { preHandler: requireUser, schema: { ...base, description: "Deletes one of my contacts ('No more addresses to delete' when I have none).", params: contactParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      const userId = request.user!.id;
      await app.db.transaction().execute((trx) => deleteContact(trx, userId, request.params.id, app.clock.now()));
      return reply.status(204).send(null);
    },
  );
};
