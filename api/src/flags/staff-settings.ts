import type { RuntimeSettings, RuntimeSettingsUpdate } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import type { StaffActor } from '../staff-audit/staff-audit.repository';
import { settingsOf } from './index';
import { readRuntimeSettings, updateRuntimeSettings } from './runtime-settings';

const defaultsOf = (deps: Pick<AreaDeps, 'config'>) => ({ flags: deps.config.flags, theme: deps.config.theme });

/** The feature flags and the seasonal theme as stored (the environment gave their values at first start). */
export async function readSettingsForStaff(deps: Pick<AreaDeps, 'db' | 'config'>): Promise<RuntimeSettings> {
  return readRuntimeSettings(deps.db, defaultsOf(deps));
}

/** Switches feature flags and/or sets the seasonal theme, with a reason (audited); the app's settings reader forgets what it held. */
export async function changeSettings(deps: Pick<AreaDeps, 'db' | 'config'>, actor: StaffActor, change: RuntimeSettingsUpdate): Promise<RuntimeSettings> {
  const updated = await updateRuntimeSettings(deps.db, defaultsOf(deps), change, actor);
  settingsOf(deps).clear();
  return updated;
}
