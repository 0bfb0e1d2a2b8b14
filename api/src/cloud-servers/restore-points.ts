import type { Kysely } from 'kysely';
import type { CloudRestorePoint } from '@storefront/contracts';
import type { Db } from '../db/database';
import { AppError } from '../errors';

/**
 * The tables of the services area (migration 2026_12_07_0001_services) this module reads, as it reads them: a
 * backup belongs to a cloud server service, which belongs to a customer. Declared here so the configurator does
 * not depend on the rest of that area's types; a database without those tables has no restore points.
 */
interface BackupTables {
  services: { id: string; user_id: string; kind: string; name: string; status: string };
  service_backups: { id: string; service_id: string; label: string; size_gb: number; created_at: Date };
}

/** A server's backups can be restored while the server's data exists: not once it is cancelled (its data destroyed). */
const UNAVAILABLE_STATUSES = ['cancelled'];

const isMissingTable = (error: unknown) => /relation .* does not exist|no such table/i.test(String((error as Error)?.message ?? error));

function backups(db: Db) {
  return (db as unknown as Kysely<BackupTables>)
    .selectFrom('service_backups')
    .innerJoin('services', 'services.id', 'service_backups.service_id')
    .select(['service_backups.id', 'service_backups.label', 'service_backups.size_gb', 'service_backups.created_at', 'services.name', 'services.status', 'services.user_id'])
    .where('services.kind', '=', 'cloud-server');
}

type BackupRow = Awaited<ReturnType<ReturnType<typeof backups>['executeTakeFirstOrThrow']>>;

const toRestorePoint = (row: BackupRow): CloudRestorePoint => ({
  id: row.id,
  serverName: row.name,
  label: row.label,
  sizeGb: Number(row.size_gb),
  createdAt: new Date(row.created_at).toISOString(),
  available: !UNAVAILABLE_STATUSES.includes(row.status),
});

/** The customer's own backups of cloud servers, newest first. */
export async function listRestorePoints(db: Db, userId: string): Promise<CloudRestorePoint[]> {
  try {
    const rows = await backups(db).where('services.user_id', '=', userId).orderBy('service_backups.created_at', 'desc').execute();
    return rows.map(toRestorePoint);
  } catch (error) {
    if (isMissingTable(error)) return [];
    throw error;
  }
}

/**
 * The restore point a new server is built from: one of the customer's own backups (anyone else's, or none, is
 * RESTORE_POINT_NOT_FOUND, so nobody learns another customer's backup exists), whose server still has its data
 * (else BACKUP_UNAVAILABLE).
 */
export async function requireRestorePoint(db: Db, userId: string | null, backupId: string): Promise<CloudRestorePoint> {
  if (!userId) throw new AppError('RESTORE_POINT_NOT_FOUND');
  let row: BackupRow | undefined;
  try {
    row = await backups(db).where('service_backups.id', '=', backupId).where('services.user_id', '=', userId).executeTakeFirst();
  } catch (error) {
    if (!isMissingTable(error)) throw error;
  }
  if (!row) throw new AppError('RESTORE_POINT_NOT_FOUND');
  const point = toRestorePoint(row);
  if (!point.available) throw new AppError('BACKUP_UNAVAILABLE');
  return point;
}
