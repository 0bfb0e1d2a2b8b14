import type { Kysely } from 'kysely';
import { FEATURE_FLAG_KEYS, SEASONAL_THEMES, type FeatureFlags, type RuntimeSettings, type RuntimeSettingsUpdate, type SeasonalTheme } from '@storefront/contracts';
import type { Database } from '../db/database';
import { recordStaffAudit, type StaffActor } from '../staff-audit/staff-audit.repository';

/** The environment's values: written as the stored ones the first time they are read (first start), defaults afterwards only for a flag added later. */
export interface SettingsDefaults {
  flags: FeatureFlags;
  theme: SeasonalTheme;
}

/** How long a replica reuses what it read: a change made on another replica shows within this (and the storefront's 5 s poll). */
export const SETTINGS_CACHE_MS = 1_000;

const parse = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

function flagsOf(stored: unknown, defaults: FeatureFlags): FeatureFlags {
  const value = (stored && typeof stored === 'object' ? stored : {}) as Partial<Record<keyof FeatureFlags, unknown>>;
  return Object.fromEntries(FEATURE_FLAG_KEYS.map((key) => [key, typeof value[key] === 'boolean' ? value[key] : defaults[key]])) as unknown as FeatureFlags;
}

/** The theme row holds `{ "theme": "<name>" }` (an object, like the flags row: a bare JSON string reads back ambiguously). */
function themeOf(stored: unknown, fallback: SeasonalTheme): SeasonalTheme {
  const theme = stored && typeof stored === 'object' ? (stored as { theme?: unknown }).theme : undefined;
  return SEASONAL_THEMES.includes(theme as SeasonalTheme) ? (theme as SeasonalTheme) : fallback;
}

async function ensureStored(db: Kysely<Database>, defaults: SettingsDefaults): Promise<void> {
  await db
    .insertInto('runtime_settings')
    .values([
      { key: 'flags', value: JSON.stringify(defaults.flags), updated_by: null },
      { key: 'theme', value: JSON.stringify({ theme: defaults.theme }), updated_by: null },
    ])
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** The flags and the theme as stored; the environment's values are stored the first time (first start). */
export async function readRuntimeSettings(db: Kysely<Database>, defaults: SettingsDefaults): Promise<RuntimeSettings> {
  let rows = await db.selectFrom('runtime_settings').selectAll().where('key', 'in', ['flags', 'theme']).execute();
  if (rows.length < 2) {
    await ensureStored(db, defaults);
    rows = await db.selectFrom('runtime_settings').selectAll().where('key', 'in', ['flags', 'theme']).execute();
  }
  const flags = rows.find((row) => row.key === 'flags');
  const theme = rows.find((row) => row.key === 'theme');
  const changed = rows.filter((row) => row.updated_by !== null).sort((a, b) => new Date(b.updated_at).getTime() - new Date(a.updated_at).getTime())[0];
  return {
    flags: flagsOf(parse(flags?.value), defaults.flags),
    theme: themeOf(parse(theme?.value), defaults.theme),
    updatedAt: changed ? new Date(changed.updated_at).toISOString() : null,
    updatedBy: changed?.updated_by ?? null,
  };
}

/** Changes flags and/or the theme, with the audit row, in one transaction (a concurrent change waits for the row lock). */
export async function updateRuntimeSettings(db: Kysely<Database>, defaults: SettingsDefaults, change: RuntimeSettingsUpdate, actor: StaffActor): Promise<RuntimeSettings> {
  await ensureStored(db, defaults);
  await db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom('runtime_settings').selectAll().where('key', 'in', ['flags', 'theme']).forUpdate().execute();
    const beforeFlags = flagsOf(parse(rows.find((row) => row.key === 'flags')?.value), defaults.flags);
    const beforeTheme = themeOf(parse(rows.find((row) => row.key === 'theme')?.value), defaults.theme);
    // eslint-disable-next-line storefront-api/no-wall-clock -- when staff made the change, kept for the audit (nothing is decided by it)
    const now = new Date();
    if (change.flags) {
      const afterFlags = { ...beforeFlags, ...change.flags };
      const changedKeys = FEATURE_FLAG_KEYS.filter((key) => afterFlags[key] !== beforeFlags[key]);
      await trx.updateTable('runtime_settings').set({ value: JSON.stringify(afterFlags), updated_at: now, updated_by: actor.email }).where('key', '=', 'flags').execute();
      await recordStaffAudit(trx, actor, {
        area: 'flags',
        action: changedKeys.length ? `set ${changedKeys.map((key) => `${key}=${afterFlags[key] ? 'on' : 'off'}`).join(', ')}` : 'unchanged',
        target: 'flags',
        before: Object.fromEntries(changedKeys.map((key) => [key, beforeFlags[key]])),
        after: Object.fromEntries(changedKeys.map((key) => [key, afterFlags[key]])),
        reason: change.reason,
      });
    }
    if (change.theme !== undefined) {
      await trx.updateTable('runtime_settings').set({ value: JSON.stringify({ theme: change.theme }), updated_at: now, updated_by: actor.email }).where('key', '=', 'theme').execute();
      await recordStaffAudit(trx, actor, { area: 'theme', action: `set ${change.theme}`, target: 'theme', before: beforeTheme, after: change.theme, reason: change.reason });
    }
  });
  return readRuntimeSettings(db, defaults);
}

/** A reader that reuses its answer for SETTINGS_CACHE_MS (GET /api/config is read on every page render); a write here clears it. */
export function createSettingsReader(db: Kysely<Database>, defaults: SettingsDefaults, now: () => number = Date.now) {
  let cached: { at: number; value: Promise<RuntimeSettings> } | null = null;
  return {
    read(): Promise<RuntimeSettings> {
      if (cached && now() - cached.at < SETTINGS_CACHE_MS) return cached.value;
      const value = readRuntimeSettings(db, defaults);
      cached = { at: now(), value };
      value.catch(() => {
        cached = null;
      });
      return value;
    },
    clear(): void {
      cached = null;
    },
  };
}
