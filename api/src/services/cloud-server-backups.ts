import { randomUUID } from 'node:crypto';
import { SERVICE_MESSAGES, type CloudServerBackup } from '@storefront/contracts';
import type { ServiceDetails } from '../db/tables/services';
import type { AreaDeps } from '../deps';
import { AppError } from '../errors';
import { refused } from './owned-services';
import { findUserService } from './services.repository';

/** A customer's cloud server backups (GET/POST /api/cloud-server-backups…): what the configurator's BACKUP source restores from. */
const toBackup = (row: { id: string; service_id: string; label: string; size_gb: number; created_at: Date | string }): CloudServerBackup => ({
  id: row.id,
  serviceId: row.service_id,
  label: row.label,
  sizeGb: row.size_gb,
  createdAt: new Date(row.created_at).toISOString(),
});

/** A cloud server's backups, newest first. */
export async function listCloudServerBackups(deps: Pick<AreaDeps, 'db'>, userId: string, serviceId: string): Promise<CloudServerBackup[]> {
  const service = await findUserService(deps.db, userId, serviceId);
  if (service.kind !== 'cloud-server') throw refused('serviceId', SERVICE_MESSAGES.notCloudServer);
  const rows = await deps.db.selectFrom('service_backups').selectAll().where('service_id', '=', service.id).orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toBackup);
}

/** Takes a backup of one of the customer's running cloud servers now (BACKUP_UNAVAILABLE while it is not running). */
export async function takeCloudServerBackup(deps: Pick<AreaDeps, 'db' | 'clock' | 'provisioner'>, userId: string, serviceId: string, label: string | undefined): Promise<CloudServerBackup> {
  const service = await findUserService(deps.db, userId, serviceId);
  if (service.kind !== 'cloud-server') throw refused('serviceId', SERVICE_MESSAGES.notCloudServer);
  if (service.status !== 'active' || service.provisioning !== 'ready') throw new AppError('BACKUP_UNAVAILABLE');
  const externalId = (service.details as ServiceDetails).externalId;
  if (!externalId) throw new AppError('BACKUP_UNAVAILABLE');
  const { sizeGb } = await deps.provisioner.backup(externalId, deps.db).catch(() => {
    throw new AppError('BACKUP_UNAVAILABLE');
  });
  const now = deps.clock.now();
  const row = await deps.db
    .insertInto('service_backups')
    .values({ id: randomUUID(), service_id: service.id, label: label ?? `${service.name} ${now.toISOString().slice(0, 16).replace('T', ' ')}`, size_gb: sizeGb, created_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toBackup(row);
}
