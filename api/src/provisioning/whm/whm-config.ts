import { readFileSync } from 'node:fs';
import { PACKAGES_OF_TYPE } from '@storefront/contracts';
import { chosenParty, partyCredentials, partyOrigin, partyTimeout, type Env } from '../../party-settings';

/** The storefront's hosting plan keys (§3 package codes): what WHM_PACKAGES maps to WHM packages. */
export const HOSTING_PLAN_KEYS: readonly string[] = [...PACKAGES_OF_TYPE['cloud-hosting'], ...PACKAGES_OF_TYPE['shared-hosting'], ...PACKAGES_OF_TYPE['wordpress-hosting']];

/** The cPanel & WHM server the hosting accounts are made on (WHM API 1, https://api.docs.cpanel.net/whm/introduction). */
export interface WhmConfig {
  /** WHM's origin, https://host:2087 (WHM_BASE_URL). */
  baseUrl: string;
  /** The WHM user the API token belongs to, root or a reseller (WHM_USERNAME). */
  username: string;
  /** The API token (WHM_API_TOKEN), sent as `Authorization: whm USERNAME:TOKEN`; never logged. */
  apiToken: string;
  /** Storefront plan key → WHM package (WHM_PACKAGES, `sh-basic=sf_shared_basic,…`). */
  packages: Record<string, string>;
  /** A CA certificate (PEM) WHM's TLS certificate is checked against (WHM_CA: the PEM or a file holding it), else the system's. */
  ca: string | null;
  timeoutMs: number;
}

/** WHM_PACKAGES: `key=package` pairs, comma-separated; every key a hosting plan of the catalogue, every package a name WHM accepts. */
export function parseWhmPackages(value: string): Record<string, string> {
  const packages: Record<string, string> = {};
  for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const [key, pkg, ...rest] = entry.split('=').map((part) => part.trim());
    if (!key || !pkg || rest.length > 0) throw new Error(`WHM_PACKAGES: "${entry}" is not plan=package (e.g. sh-basic=sf_shared_basic)`);
    if (!HOSTING_PLAN_KEYS.includes(key)) throw new Error(`WHM_PACKAGES: "${key}" is not a hosting plan of the catalogue (known: ${HOSTING_PLAN_KEYS.join(', ')})`);
    // WHM's package names: what addpkg accepts as `name` (letters, digits, _ - . and spaces; a reseller's prefixed with its name_).
    if (!/^[A-Za-z0-9_.\- ]{1,64}$/.test(pkg)) throw new Error(`WHM_PACKAGES: "${pkg}" (for ${key}) is not a WHM package name`);
    packages[key] = pkg;
  }
  return packages;
}

function caOf(env: Env): string | null {
  const value = env.WHM_CA?.trim();
  if (!value) return null;
  if (value.startsWith('-----BEGIN CERTIFICATE-----')) return value;
  try {
    const pem = readFileSync(value, 'utf8');
    if (!pem.includes('-----BEGIN CERTIFICATE-----')) throw new Error('no PEM certificate in it');
    return pem;
  } catch (error) {
    throw new Error(`WHM_CA must be a PEM certificate or a file holding one; ${value}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The WHM settings, read when hosting accounts go to cPanel & WHM: WHM_BASE_URL, WHM_USERNAME, WHM_API_TOKEN and
 * WHM_PACKAGES are required (a start without them stops, naming each one missing — nothing could be provisioned);
 * WHM_BASE_URL is an origin, https with NODE_ENV=production; WHM_CA and WHM_TIMEOUT_MS are optional (the system's
 * CAs; 8000 ms). `choice` names the setting that chose WHM, for the message (e.g. PROVISIONING_HOSTING=whm).
 */
export function readWhmConfig(env: Env, production: boolean, choice = 'the WHM hosting provider'): WhmConfig {
  const { WHM_BASE_URL: _base, WHM_USERNAME: username, WHM_API_TOKEN: apiToken, WHM_PACKAGES: packages } = partyCredentials(
    env,
    choice,
    ['WHM_BASE_URL', 'WHM_USERNAME', 'WHM_API_TOKEN', 'WHM_PACKAGES'],
    "WHM's address https://host:2087, the WHM user and its API token (WHM >> Development >> Manage API Tokens), and plan=package pairs",
  );
  const baseUrl = partyOrigin(env, 'WHM_BASE_URL', '', 'https://whm.example.com:2087', production);
  return { baseUrl, username, apiToken, packages: parseWhmPackages(packages), ca: caOf(env), timeoutMs: partyTimeout(env, 'WHM_TIMEOUT_MS') };
}

/** The WHM settings when `variable` chose `whm` (null when it is unset or `sandbox`; an unknown value stops the start). */
export function whmConfigIfChosen(env: Env, variable: string, production: boolean): WhmConfig | null {
  return chosenParty(env, variable, 'whm') ? readWhmConfig(env, production, `${variable}=whm`) : null;
}
