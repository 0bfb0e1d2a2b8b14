import { readFileSync } from 'node:fs';
import { PACKAGES_OF_TYPE } from '@storefront/contracts';
import { chosenParty, int, nonEmpty, partyCredentials, partyOrigin, partyTimeout, type Env } from '../../party-settings';
import type { WhmSshConfig } from './wp-toolkit-shell';

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
  /** The server's shell as root, where WP Toolkit installs a WordPress site's theme and plugins (WHM_SSH_*). */
  ssh: WhmSshConfig;
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

/** WHM_SSH_KEY: an SSH private key (OpenSSH or PEM) or a file holding one. */
function sshKeyOf(value: string): string {
  if (value.startsWith('-----BEGIN ')) return value;
  try {
    const key = readFileSync(value, 'utf8');
    if (!key.includes('-----BEGIN ') || !key.includes('PRIVATE KEY-----')) throw new Error('no private key in it');
    return key;
  } catch (error) {
    throw new Error(`WHM_SSH_KEY must be an SSH private key or a file holding one; ${value}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * The shell WP Toolkit's command line needs (docs.cpanel.net, "WP Toolkit Command Line Interface": SSH as root):
 * WHM_SSH_KEY and WHM_SSH_HOST_KEY (the host key's SHA256 fingerprint, so no other machine is ever given the
 * commands; both required, with readWhmConfig's others); WHM_SSH_HOST (WHM's host), WHM_SSH_PORT (22), WHM_SSH_USER (root) and WHM_SSH_TIMEOUT_MS
 * (120000: WP-CLI downloads each theme and plugin) optional.
 */
function readSshConfig(env: Env, baseUrl: string, key: string, hostKey: string): WhmSshConfig {
  if (!/^SHA256:[A-Za-z0-9+/]{43}$/.test(hostKey)) throw new Error(`WHM_SSH_HOST_KEY must be a host key fingerprint as ssh-keygen -l -E sha256 prints it (SHA256: and 43 characters), not ${JSON.stringify(hostKey)}`);
  const port = int(env, 'WHM_SSH_PORT', 22);
  if (port < 1 || port > 65535) throw new Error(`WHM_SSH_PORT must be a port number, got "${env.WHM_SSH_PORT}"`);
  const host = nonEmpty(env.WHM_SSH_HOST) ?? new URL(baseUrl).hostname;
  const username = nonEmpty(env.WHM_SSH_USER) ?? 'root';
  return { host, port, username, privateKey: sshKeyOf(key), hostKeyFingerprint: hostKey, timeoutMs: partyTimeout(env, 'WHM_SSH_TIMEOUT_MS', 120_000) };
}

/**
 * The WHM settings, read when hosting accounts go to cPanel & WHM: WHM_BASE_URL, WHM_USERNAME, WHM_API_TOKEN and
 * WHM_PACKAGES are required (a start without them stops, naming each one missing — nothing could be provisioned),
 * and the shell of readSshConfig (WHM_SSH_KEY, WHM_SSH_HOST_KEY);
 * WHM_BASE_URL is an origin, https with NODE_ENV=production; WHM_CA and WHM_TIMEOUT_MS are optional (the system's
 * CAs; 8000 ms). `choice` names the setting that chose WHM, for the message (e.g. PROVISIONING_HOSTING=whm).
 */
export function readWhmConfig(env: Env, production: boolean, choice = 'the WHM hosting provider'): WhmConfig {
  const { WHM_USERNAME: username, WHM_API_TOKEN: apiToken, WHM_PACKAGES: packages, WHM_SSH_KEY: sshKey, WHM_SSH_HOST_KEY: hostKey } = partyCredentials(
    env,
    choice,
    ['WHM_BASE_URL', 'WHM_USERNAME', 'WHM_API_TOKEN', 'WHM_PACKAGES', 'WHM_SSH_KEY', 'WHM_SSH_HOST_KEY'],
    "WHM's address https://host:2087, the WHM user and its API token (WHM >> Development >> Manage API Tokens), plan=package pairs, and for WP Toolkit's command line root's SSH key and the server's host key fingerprint (ssh-keygen -l -E sha256 -f /etc/ssh/ssh_host_ed25519_key.pub)",
  );
  const baseUrl = partyOrigin(env, 'WHM_BASE_URL', '', 'https://whm.example.com:2087', production);
  return { baseUrl, username, apiToken, packages: parseWhmPackages(packages), ca: caOf(env), timeoutMs: partyTimeout(env, 'WHM_TIMEOUT_MS'), ssh: readSshConfig(env, baseUrl, sshKey, hostKey) };
}

/** The WHM settings when `variable` chose `whm` (null when it is unset or `sandbox`; an unknown value stops the start). */
export function whmConfigIfChosen(env: Env, variable: string, production: boolean): WhmConfig | null {
  return chosenParty(env, variable, 'whm') ? readWhmConfig(env, production, `${variable}=whm`) : null;
}
