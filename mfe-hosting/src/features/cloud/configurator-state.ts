import {
  BEST_SELLER_PACKAGE,
  BILLING_TERMS,
  CLOUD_SERVER_ADDONS,
  serverNameProblem,
  type CartItem,
  type CloudRegion,
  type CloudServerAddonKey,
  type CloudServerConfiguration,
  type CloudServerPackage,
  type CloudServerSource,
  type CloudStorageType,
  type HostingMonths,
} from '@storefront/contracts';

/** The configurator's choices (spec §2 /cloud): what the customer has picked so far. */
export interface ConfiguratorState {
  region: CloudRegion;
  package: string;
  os: string;
  storageType: CloudStorageType;
  addons: Partial<Record<CloudServerAddonKey, number>>;
  source: CloudServerSource;
  backupId: string | null;
  serverName: string;
  months: HostingMonths;
  /** The cart item being edited (from the basket), or null for a new server. */
  editing: string | null;
}

export const INITIAL_STATE: ConfiguratorState = {
  region: 'cambodia',
  package: BEST_SELLER_PACKAGE,
  os: 'ubuntu-24.04',
  storageType: 'ssd',
  addons: {},
  source: 'NEW',
  backupId: null,
  serverName: '',
  months: BILLING_TERMS['cloud-server'].initial as HostingMonths,
  editing: null,
};

export type ConfiguratorAction =
  | { type: 'region'; region: CloudRegion }
  | { type: 'package'; package: string }
  | { type: 'os'; os: string }
  | { type: 'storage'; storageType: CloudStorageType }
  | { type: 'addon'; key: CloudServerAddonKey; quantity: number }
  | { type: 'source'; source: CloudServerSource }
  | { type: 'backup'; backupId: string | null }
  | { type: 'name'; serverName: string }
  | { type: 'months'; months: HostingMonths }
  | { type: 'load'; state: ConfiguratorState };

/** A quantity within the add-on's limits and on its step (what the api accepts, shared/contracts). */
export function clampAddon(key: CloudServerAddonKey, quantity: number): number {
  const { min, max, step } = CLOUD_SERVER_ADDONS[key];
  if (!Number.isFinite(quantity)) return min;
  const stepped = Math.round(quantity / step) * step;
  return Math.min(max, Math.max(min, stepped));
}

export function configuratorReducer(state: ConfiguratorState, action: ConfiguratorAction): ConfiguratorState {
  switch (action.type) {
    case 'region':
      return { ...state, region: action.region };
    case 'package':
      return { ...state, package: action.package };
    case 'os':
      return { ...state, os: action.os };
    case 'storage':
      return { ...state, storageType: action.storageType };
    case 'addon': {
      const quantity = clampAddon(action.key, action.quantity);
      const addons = { ...state.addons };
      if (quantity === 0) delete addons[action.key];
      else addons[action.key] = quantity;
      return { ...state, addons };
    }
    case 'source':
      return { ...state, source: action.source, backupId: action.source === 'NEW' ? null : state.backupId };
    case 'backup':
      return { ...state, backupId: action.backupId };
    case 'name':
      return { ...state, serverName: action.serverName };
    case 'months':
      return { ...state, months: action.months };
    case 'load':
      return action.state;
  }
}

/** The configuration as the api takes it (PUT /cart/items/cloud-server, PATCH of its cart item). */
export function toConfiguration(state: ConfiguratorState): CloudServerConfiguration {
  return {
    region: state.region,
    // A key of the options the api listed; the api refuses any other.
    package: state.package as CloudServerPackage,
    os: state.os,
    storageType: state.storageType,
    addons: state.addons,
    source: state.source,
    backupId: state.source === 'BACKUP' ? state.backupId : null,
    serverName: state.serverName.trim(),
    months: state.months,
  };
}

/** What the pricing call needs: everything but the name (a price does not depend on it). */
export function toQuoteBody(state: ConfiguratorState): Omit<CloudServerConfiguration, 'serverName'> {
  const { serverName: _name, ...rest } = toConfiguration(state);
  return rest;
}

/** Why the configuration cannot go to the cart yet (the §5 name rule, a backup to choose), or null. */
export function configurationProblem(state: ConfiguratorState): 'name' | 'backup' | null {
  if (serverNameProblem(state.serverName)) return 'name';
  if (state.source === 'BACKUP' && !state.backupId) return 'backup';
  return null;
}

/** A cloud server cart item loaded back into the configurator (the basket's "Edit"); null when it holds no configuration. */
export function fromCartItem(item: CartItem): ConfiguratorState | null {
  if (item.type !== 'cloud-server') return null;
  const config = item.data.configuration as Partial<CloudServerConfiguration> | undefined;
  if (!config || typeof config.package !== 'string' || typeof config.os !== 'string') return null;
  return {
    ...INITIAL_STATE,
    region: config.region ?? INITIAL_STATE.region,
    package: config.package as string,
    os: config.os,
    storageType: config.storageType ?? 'ssd',
    addons: { ...(config.addons ?? {}) },
    source: config.source ?? 'NEW',
    backupId: config.backupId ?? null,
    serverName: config.serverName ?? '',
    months: item.period as HostingMonths,
    editing: item.key,
  };
}
