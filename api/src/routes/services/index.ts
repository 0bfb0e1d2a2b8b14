import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SERVICE_MESSAGES, servicesSchemas as routes, type CloudServerBackup } from '@storefront/contracts';
import type { Database } from '../../db/database';
import type { ServiceDetails } from '../../db/tables/services';
import { AppError } from '../../errors';
import { lifecycleDepsOf } from '../../jobs/plugin';
import { requireUser } from '../../plugins/app/session';
import { openCredentials } from '../../services/credentials';
import { cancelByCustomer, renewNow } from '../../services/lifecycle';
import { findUserService, readOwnedService, listOwnedServices } from '../../services/services.repository';
import { isCancellable } from '../../services/service-view';
import { routeOf } from '../route-of';

const refused = (field: string, message: string) => new AppError('BAD_REQUEST', undefined, { fields: [{ path: field, message }] }, message);

/** The signed-in customer's services and domains (issue 16 item 2); never anyone else's (NOT_FOUND). */
export const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ session: [] }];

  /** A change to one of the customer's services: locked in a transaction, changed by `act`, then answered as it is now. */
  const changeOwnedService = async (
    userId: string,
    id: string,
    act: (trx: Transaction<Database>, service: Awaited<ReturnType<typeof findUserService>>, now: Date) => Promise<void>,
  ) => {
    const now = app.clock.now();
    await app.db.transaction().execute(async (trx) => act(trx, await findUserService(trx, userId, id, true), now));
    return readOwnedService(app.db, userId, id, now);
  };

  app.route({
    ...routeOf(routes.listServices, { security, description: 'Every service and domain I own: status, term, renewal date, the next renewal price and auto-renew.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return listOwnedServices(app.db, request.user!.id, app.clock.now());
    },
  });

  app.route({
    ...routeOf(routes.getService, { security, description: 'One of my services or domains.' }),
    preHandler: requireUser,
    handler: async (request) => {
      return readOwnedService(app.db, request.user!.id, request.params.id, app.clock.now());
    },
  });

  app.route({
    ...routeOf(routes.setServiceAutoRenew, { security, description: 'Turns auto-renew on or off: with it off, the service is cancelled (a domain left to expire) at its renewal date.' }),
    preHandler: requireUser,
    handler: async (request) => {
      const userId = request.user!.id;
      const { id } = request.params;
      const now = app.clock.now();
      await app.db.transaction().execute(async (trx) => {
        const service = await trx.selectFrom('services').select(['id', 'status']).where('id', '=', id).where('user_id', '=', userId).forUpdate().executeTakeFirst();
        if (service) {
          if (service.status === 'cancelled') throw refused('autoRenew', SERVICE_MESSAGES.serviceEnded);
          await trx.updateTable('services').set({ auto_renew: request.body.autoRenew, updated_at: now }).where('id', '=', id).execute();
          return;
        }
        const domain = await trx.selectFrom('domains').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
        if (!domain) throw new AppError('NOT_FOUND');
        await trx
          .insertInto('domain_renewals')
          .values({ domain_id: id, auto_renew: request.body.autoRenew, updated_at: now })
          .onConflict((oc) => oc.column('domain_id').doUpdateSet({ auto_renew: request.body.autoRenew, updated_at: now }))
          .execute();
      });
      return readOwnedService(app.db, userId, id, now);
    },
  });

  app.route({
    ...routeOf(routes.renewServiceNow, { security, description: 'Renews one of my services now for one more term, from my balance then my default saved card (BALANCE_NOT_ENOUGH otherwise); a suspended one is active again.' }),
    preHandler: requireUser,
    handler: (request) =>
      changeOwnedService(request.user!.id, request.params.id, async (trx, service, now) => {
        if (service.status === 'cancelled' || service.status === 'pending') throw refused('id', SERVICE_MESSAGES.notRenewable);
        await renewNow(trx, lifecycleDepsOf(app), service, now);
      }),
  });

  app.route({
    ...routeOf(routes.cancelService, { security, description: 'Cancels a hosting account suspended for more than 14 days (spec §4).' }),
    preHandler: requireUser,
    handler: (request) =>
      changeOwnedService(request.user!.id, request.params.id, async (trx, service, now) => {
        if (!isCancellable(service, now)) throw refused('status', SERVICE_MESSAGES.notCancellable);
        await cancelByCustomer(trx, lifecycleDepsOf(app), service, now);
      }),
  });

  app.route({
    ...routeOf(routes.completeSslValidation, { security, description: "Says the SSL certificate's domain validation is done (the DNS record published or the approver email answered); the CA then issues it." }),
    preHandler: requireUser,
    handler: (request) =>
      changeOwnedService(request.user!.id, request.params.id, async (trx, service, now) => {
        const details = service.details as ServiceDetails;
        if (service.kind !== 'ssl' || service.provisioning !== 'validating' || !details.externalId || !details.validation) throw refused('method', SERVICE_MESSAGES.validationNotPending);
        const status = await app.provisioner.completeValidation(details.externalId, request.body.method, trx);
        const validation = { ...details.validation, method: request.body.method, completed: status.validation?.completed ?? true };
        await trx.updateTable('services').set({ details: JSON.stringify({ ...details, validation }), updated_at: now }).where('id', '=', service.id).execute();
        await app.jobs.send('provision-service', { serviceId: service.id }, { trx });
      }),
  });

  const toBackup = (row: { id: string; service_id: string; label: string; size_gb: number; created_at: Date | string }): CloudServerBackup => ({
    id: row.id,
    serviceId: row.service_id,
    label: row.label,
    sizeGb: row.size_gb,
    createdAt: new Date(row.created_at).toISOString(),
  });

  app.route({
    ...routeOf(routes.listCloudServerBackups, { security, description: "A cloud server's backups, newest first (what the configurator's BACKUP source restores from)." }),
    preHandler: requireUser,
    handler: async (request) => {
      const service = await findUserService(app.db, request.user!.id, request.params.id);
      if (service.kind !== 'cloud-server') throw refused('serviceId', SERVICE_MESSAGES.notCloudServer);
      const rows = await app.db.selectFrom('service_backups').selectAll().where('service_id', '=', service.id).orderBy('created_at', 'desc').orderBy('id').execute();
      return rows.map(toBackup);
    },
  });

  app.route({
    ...routeOf(routes.createCloudServerBackup, { security, description: 'Takes a backup of one of my running cloud servers now (BACKUP_UNAVAILABLE while it is not running).' }),
    preHandler: requireUser,
    handler: async (request, reply) => {
      const service = await findUserService(app.db, request.user!.id, request.body.serviceId);
      if (service.kind !== 'cloud-server') throw refused('serviceId', SERVICE_MESSAGES.notCloudServer);
      if (service.status !== 'active' || service.provisioning !== 'ready') throw new AppError('BACKUP_UNAVAILABLE');
      const externalId = (service.details as ServiceDetails).externalId;
      if (!externalId) throw new AppError('BACKUP_UNAVAILABLE');
      const { sizeGb } = await app.provisioner.backup(externalId, app.db).catch(() => {
        throw new AppError('BACKUP_UNAVAILABLE');
      });
      const now = app.clock.now();
      const row = await app.db
        .insertInto('service_backups')
        .values({ id: randomUUID(), service_id: service.id, label: request.body.label ?? `${service.name} ${now.toISOString().slice(0, 16).replace('T', ' ')}`, size_gb: sizeGb, created_at: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      reply.status(201);
      return toBackup(row);
    },
  });

  app.route({
    ...routeOf(routes.openServiceCredentials, { security, description: "A service's initial login, shown once through its emailed link (CODE_INCORRECT when used or expired)." }),
    preHandler: requireUser,
    handler: async (request) => {
      return openCredentials(app.db, request.user!.id, request.params.token, app.clock.now());
    },
  });
};
