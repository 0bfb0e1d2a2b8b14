import type { Kysely } from 'kysely';
import { DEFAULT_TRIAL_SETTINGS, trialSettingsSchema, type TrialSettings, type TrialSettingsAnswer } from '@storefront/contracts';
import type { Database } from '../../db/database';
import type { AreaDeps } from '../../deps';
import { recordStaffAudit, type StaffActor } from '../../staff-audit/staff-audit.repository';

type Db = Pick<Kysely<Database>, 'selectFrom'>;

const KEY = 'trial';
const parse = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/** The trial's settings as stored (runtime setting `trial`), the spec's defaults until staff change them. */
export async function readTrialSettings(db: Db): Promise<TrialSettingsAnswer> {
  const row = await db.selectFrom('runtime_settings').selectAll().where('key', '=', KEY).executeTakeFirst();
  const stored = row ? trialSettingsSchema.safeParse(parse(row.value)) : null;
  const settings: TrialSettings = stored?.success ? stored.data : DEFAULT_TRIAL_SETTINGS;
  return { ...settings, updatedAt: row ? new Date(row.updated_at).toISOString() : null, updatedBy: row?.updated_by ?? null };
}

/** Staff change the settings: the row and its audit entry (before, after, reason) in one transaction. */
export async function updateTrialSettings(db: Kysely<Database>, change: TrialSettings & { reason: string }, actor: StaffActor): Promise<TrialSettingsAnswer> {
  const after: TrialSettings = { days: change.days, products: [...new Set(change.products)] };
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('runtime_settings').select('key').where('key', '=', KEY).forUpdate().execute();
    const before = await readTrialSettings(trx);
    // eslint-disable-next-line storefront-api/no-wall-clock -- when staff made the change, kept for the audit (nothing is decided by it)
    const now = new Date();
    await trx
      .insertInto('runtime_settings')
      .values({ key: KEY, value: JSON.stringify(after), updated_at: now, updated_by: actor.email })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(after), updated_at: now, updated_by: actor.email }))
      .execute();
    // The trial is the spec's free-trial voucher offer (§1): its changes sit with the vouchers in the audit log.
    await recordStaffAudit(trx, actor, {
      area: 'voucher',
      action: 'trial settings',
      target: 'trial',
      before: { days: before.days, products: before.products },
      after,
      reason: change.reason,
    });
  });
  return readTrialSettings(db);
}

/** The trial's settings as staff see them (GET /api/admin/trial-settings). */
export async function trialSettingsOf(deps: Pick<AreaDeps, 'db'>): Promise<TrialSettingsAnswer> {
  return readTrialSettings(deps.db);
}

/** A staff member's change of the trial's settings, audited. */
export async function changeTrialSettings(deps: Pick<AreaDeps, 'db'>, change: TrialSettings & { reason: string }, actor: StaffActor): Promise<TrialSettingsAnswer> {
  return updateTrialSettings(deps.db, change, actor);
}
