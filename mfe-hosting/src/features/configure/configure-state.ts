import {
  BILLING_TERMS,
  HOSTING_ADDON_KEYS,
  HOSTING_MESSAGES,
  HOSTING_PACKAGES_OF,
  HOSTING_REGIONS,
  hostingAddonProblem,
  NO_HOSTING_ADDONS,
  subdomainProblem,
  thirdPartyDomainProblem,
  websiteNameProblem,
  WORDPRESS_MAX_PLUGINS,
  DOMAIN_CONNECTION_KINDS,
  type CartItem,
  type DomainConnection,
  type DomainConnectionKind,
  type HostingAddons,
  type HostingConfigType,
  type HostingConfigurationInput,
  type HostingMonths,
  type HostingRegion,
} from '@storefront/contracts';

/**
 * What the customer has chosen in a hosting configurator (spec §2 hosting pages, WordPress config page; §3 hosting
 * item fields). It lives in the page's URL (toParams / fromParams), so Back and a reload keep it.
 */
export interface HostingConfigState {
  package: string;
  months: HostingMonths;
  websiteName: string;
  addons: HostingAddons;
  domainKind: DomainConnectionKind | null;
  /** The name (existing, new, third-party, in cart) or the subdomain label. */
  domainValue: string;
  region: HostingRegion;
  theme: string | null;
  plugins: string[];
}

export function initialState(type: HostingConfigType, plan?: string | null): HostingConfigState {
  const packages: readonly string[] = HOSTING_PACKAGES_OF[type];
  return {
    package: plan && packages.includes(plan) ? plan : packages[Math.min(1, packages.length - 1)]!,
    months: 12,
    websiteName: '',
    addons: { ...NO_HOSTING_ADDONS },
    domainKind: null,
    domainValue: '',
    region: 'KH',
    theme: null,
    plugins: [],
  };
}

const isMonths = (value: number): value is HostingMonths => (BILLING_TERMS['shared-hosting'].terms as readonly number[]).includes(value);

/** The state a URL describes (unknown values fall back to the defaults: a hand-edited URL never breaks the page). */
export function fromParams(type: HostingConfigType, params: URLSearchParams): HostingConfigState {
  const base = initialState(type, params.get('plan'));
  const months = Number(params.get('months'));
  const addons = { ...base.addons };
  for (const key of HOSTING_ADDON_KEYS) {
    const value = Number(params.get(key) ?? 0);
    if (!hostingAddonProblem(key, value)) addons[key] = value;
  }
  const kind = params.get('connect');
  const region = params.get('region');
  return {
    ...base,
    months: isMonths(months) ? months : base.months,
    websiteName: params.get('name') ?? '',
    addons,
    domainKind: kind && (DOMAIN_CONNECTION_KINDS as readonly string[]).includes(kind) ? (kind as DomainConnectionKind) : null,
    domainValue: params.get('domain') ?? '',
    region: region && (HOSTING_REGIONS as readonly string[]).includes(region) ? (region as HostingRegion) : base.region,
    theme: params.get('theme') || null,
    plugins: (params.get('plugins') ?? '').split(',').filter(Boolean).slice(0, WORDPRESS_MAX_PLUGINS),
  };
}

/** The URL of a state: only what differs from nothing chosen, so a link stays short. */
export function toParams(state: HostingConfigState, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams(extra);
  params.set('plan', state.package);
  params.set('months', String(state.months));
  if (state.websiteName) params.set('name', state.websiteName);
  for (const key of HOSTING_ADDON_KEYS) if (state.addons[key]) params.set(key, String(state.addons[key]));
  if (state.domainKind) params.set('connect', state.domainKind);
  if (state.domainValue) params.set('domain', state.domainValue);
  if (state.region !== 'KH') params.set('region', state.region);
  if (state.theme) params.set('theme', state.theme);
  if (state.plugins.length) params.set('plugins', state.plugins.join(','));
  return params;
}

/** The domain connection chosen, or null while it is incomplete. */
export function connectionOf(state: HostingConfigState): DomainConnection | null {
  const value = state.domainValue.trim().toLowerCase();
  if (!state.domainKind || !value) return null;
  return state.domainKind === 'subdomain' ? { kind: 'subdomain', subdomain: value } : { kind: state.domainKind, domain: value };
}

/** The §5 message the domain connection breaks, or null (the api checks it again, and whether the name is held or taken). */
export function domainProblem(state: HostingConfigState): string | null {
  const connection = connectionOf(state);
  if (!connection) return HOSTING_MESSAGES.completeDomainConfig;
  if (connection.kind === 'subdomain') return subdomainProblem(connection.subdomain);
  if (connection.kind === 'thirdParty') return thirdPartyDomainProblem(connection.domain);
  return null;
}

/** The first rule the configuration breaks (name, then domain), or null when it can go to the cart. */
export function configurationProblem(state: HostingConfigState): string | null {
  return websiteNameProblem(state.websiteName) ?? domainProblem(state);
}

/** The body of the price call: whatever is chosen so far (an incomplete domain is left out); `editing`: the cart item being edited. */
export function toQuoteBody(type: HostingConfigType, state: HostingConfigState, editing: string | null = null) {
  const connection = domainProblem(state) ? null : connectionOf(state);
  const wordpress = type === 'wordpress-hosting';
  return {
    ...(editing ? { editing } : {}),
    package: state.package,
    months: state.months,
    addons: state.addons,
    ...(connection ? { domain: connection } : {}),
    ...(wordpress ? { region: state.region, plugins: state.plugins, ...(state.theme ? { theme: state.theme } : {}) } : {}),
  };
}

/** PUT /api/cart/items/{type}: the whole configuration (call only when configurationProblem is null). */
export function toConfiguration(type: HostingConfigType, state: HostingConfigState): HostingConfigurationInput {
  const connection = connectionOf(state);
  if (!connection) throw new Error(HOSTING_MESSAGES.completeDomainConfig);
  return { ...toQuoteBody(type, state), websiteName: state.websiteName.trim(), domain: connection };
}

const isRegion = (value: unknown): value is HostingRegion => typeof value === 'string' && (HOSTING_REGIONS as readonly string[]).includes(value);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : []);

/**
 * A hosting plan of the cart loaded back into its configurator (the basket's "Edit", ?item=<key>): what the api
 * stored with it (hosting-pricing: package, website name, add-ons, the domain connection, WordPress extras) and
 * its term. Null for an item of another kind or one without a package.
 */
export function fromCartItem(type: HostingConfigType, item: CartItem): HostingConfigState | null {
  const data = item.data;
  if (item.type !== type || typeof data.package !== 'string') return null;
  const base = initialState(type, data.package);
  const connection = (data.domainConnection as { connection?: DomainConnection } | null | undefined)?.connection ?? null;
  const stored = (data.addons ?? {}) as Partial<HostingAddons>;
  const addons = { ...base.addons };
  for (const key of HOSTING_ADDON_KEYS) if (typeof stored[key] === 'number' && !hostingAddonProblem(key, stored[key])) addons[key] = stored[key];
  return {
    ...base,
    package: data.package,
    months: isMonths(item.period) ? item.period : base.months,
    websiteName: typeof data.websiteName === 'string' ? data.websiteName : '',
    addons,
    domainKind: connection?.kind ?? null,
    domainValue: connection ? (connection.kind === 'subdomain' ? connection.subdomain : connection.domain) : '',
    region: isRegion(data.region) ? data.region : base.region,
    theme: typeof data.theme === 'string' && data.theme ? data.theme : null,
    plugins: strings(data.plugins).slice(0, WORDPRESS_MAX_PLUGINS),
  };
}
