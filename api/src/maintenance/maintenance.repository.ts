import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { MAINTENANCE_LIMITS, type MaintenanceProduct, type MaintenanceStatus, type MaintenanceWindow, type MaintenanceWindowCreate, type StaffMaintenanceWindow } from '@storefront/contracts';
import type { Database } from '../db/database';
import type { MaintenanceWindowsTable } from '../db/tables/staff-console';
import type { AreaDeps } from '../deps';
import { recordStaffAudit, type StaffActor } from '../staff-audit/staff-audit.repository';
import type { Selectable } from 'kysely';

type Row = Selectable<MaintenanceWindowsTable>;

function publicOf(row: Row): MaintenanceWindow {
  return {
    id: row.id,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    message: { en: row.message_en, km: row.message_km },
    products: (typeof row.products === 'string' ? JSON.parse(row.products) : row.products) as MaintenanceProduct[],
  };
}

function staffOf(row: Row): StaffMaintenanceWindow {
  return { ...publicOf(row), createdBy: row.created_by, createdAt: new Date(row.created_at).toISOString(), cancelledAt: row.cancelled_at ? new Date(row.cancelled_at).toISOString() : null };
}

/** GET /api/maintenance: the windows under way, and those starting within the warning period (soonest first). */
export async function maintenanceStatus(db: Kysely<Database>, now: Date): Promise<MaintenanceStatus> {
  const horizon = new Date(now.getTime() + MAINTENANCE_LIMITS.warnAheadHours * 3_600_000);
  const rows = await db
    .selectFrom('maintenance_windows')
    .selectAll()
    .where('cancelled_at', 'is', null)
    .where('ends_at', '>', now)
    .where('starts_at', '<=', horizon)
    .orderBy('starts_at', 'asc')
    .limit(MAINTENANCE_LIMITS.listMax)
    .execute();
  const windows = rows.map(publicOf);
  return {
    current: windows.filter((w) => Date.parse(w.startsAt) <= now.getTime()),
    upcoming: windows.filter((w) => Date.parse(w.startsAt) > now.getTime()),
  };
}

/** The maintenance windows under way and those starting soon, as of the clock's now. */
export async function currentMaintenance(deps: Pick<AreaDeps, 'db' | 'clock'>): Promise<MaintenanceStatus> {
  return maintenanceStatus(deps.db, deps.clock.now());
}

/** The products under a window now (their pages show the under-maintenance page). */
export async function productsUnderMaintenance(db: Kysely<Database>, now: Date): Promise<MaintenanceProduct[]> {
  const { current } = await maintenanceStatus(db, now);
  return [...new Set(current.flatMap((w) => w.products))].sort();
}

/** Staff's list: windows not ended yet first (soonest), then the most recent past ones. */
export async function listMaintenanceWindows(db: Kysely<Database>): Promise<StaffMaintenanceWindow[]> {
  const rows = await db.selectFrom('maintenance_windows').selectAll().orderBy('starts_at', 'desc').limit(MAINTENANCE_LIMITS.listMax).execute();
  return rows.map(staffOf);
}

export async function createMaintenanceWindow(db: Kysely<Database>, input: MaintenanceWindowCreate, actor: StaffActor): Promise<StaffMaintenanceWindow> {
  const id = randomUUID();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('maintenance_windows')
      .values({
        id,
        starts_at: new Date(input.startsAt),
        ends_at: new Date(input.endsAt),
        message_en: input.message.en,
        message_km: input.message.km,
        products: JSON.stringify(input.products),
        created_by: actor.email,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const created = staffOf(row);
    await recordStaffAudit(trx, actor, { area: 'maintenance', action: 'schedule', target: `maintenance:${id}`, before: null, after: publicOf(row), reason: input.reason });
    return created;
  });
}

/** Cancels a window (kept, never deleted); null when there is no such window. Cancelling twice changes nothing more. */
export async function cancelMaintenanceWindow(db: Kysely<Database>, id: string, reason: string, actor: StaffActor, now: Date): Promise<StaffMaintenanceWindow | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('maintenance_windows').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) return null;
    if (row.cancelled_at) return staffOf(row);
    const updated = await trx.updateTable('maintenance_windows').set({ cancelled_at: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await recordStaffAudit(trx, actor, { area: 'maintenance', action: 'cancel', target: `maintenance:${id}`, before: publicOf(row), after: null, reason });
    return staffOf(updated);
  });
}
