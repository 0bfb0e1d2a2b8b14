import { readFileSync } from 'node:fs';
import { partyCredentials, partyTimeout, type Env } from '../../party-settings';

/**
 * The EPP registry's settings (DOMAIN_REGISTRY=epp): where it listens (EPP_HOST, EPP_PORT — 700 is EPP's port,
 * RFC 5734 §2), who we are there (EPP_CLIENT_ID and EPP_PASSWORD, the clID and pw of <login>, RFC 5730 §2.9.1.1),
 * the TLS client certificate and key it requires (EPP_CERT, EPP_KEY: PEM file paths, RFC 5734 §9 — mutual TLS),
 * optionally the CA that signed its server certificate (EPP_CA; otherwise the system's CAs), the time one command
 * may take (EPP_TIMEOUT_MS, 8000) and the number of logged-in sessions kept (EPP_POOL_SIZE, 2).
 *
 * Files are named by path and read when a session connects: no key material sits in the config object (which
 * may be logged). The reader checks here, at start, that each file is there and is PEM, so a start with a wrong
 * path stops with a message naming the variable. The password is never logged.
 */
export interface EppConfig {
  host: string;
  port: number;
  clientId: string;
  password: string;
  certPath: string;
  keyPath: string;
  caPath: string | null;
  timeoutMs: number;
  poolSize: number;
}

/** The variables DOMAIN_REGISTRY=epp cannot start without. */
export const EPP_REQUIRED = ['EPP_HOST', 'EPP_CLIENT_ID', 'EPP_PASSWORD', 'EPP_CERT', 'EPP_KEY'] as const;

const nonEmpty = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim());

function positiveInt(env: Env, name: string, fallback: number, max: number): number {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > max) throw new Error(`${name} must be a whole number from 1 to ${max}, got "${raw}"`);
  return value;
}

function pemFile(env: Env, name: string, kind: 'CERTIFICATE' | 'PRIVATE KEY'): string {
  const filePath = nonEmpty(env[name]) as string;
  let contents: string;
  try {
    contents = readFileSync(filePath, 'utf8');
  } catch (error) {
    throw new Error(`${name} names ${filePath}, which cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  // "-----BEGIN CERTIFICATE-----", "-----BEGIN PRIVATE KEY-----", "-----BEGIN RSA PRIVATE KEY-----", "-----BEGIN EC PRIVATE KEY-----"
  const pattern = kind === 'CERTIFICATE' ? /-----BEGIN CERTIFICATE-----/ : /-----BEGIN (?:RSA |EC |ENCRYPTED )?PRIVATE KEY-----/;
  if (!pattern.test(contents)) throw new Error(`${name} (${filePath}) is not a PEM ${kind.toLowerCase()}`);
  return filePath;
}

/**
 * Reads the EPP settings from the environment: null unless DOMAIN_REGISTRY is `epp`; then every one of
 * EPP_REQUIRED must be set (the error names each missing one), in production as anywhere — without them no name
 * could be registered.
 */
export function readEppConfig(env: Env): EppConfig | null {
  if ((nonEmpty(env.DOMAIN_REGISTRY) ?? '').toLowerCase() !== 'epp') return null;
  // config.ts's helpers, shared with every real party's settings: the missing ones named, the timeout a positive number of ms.
  const required = partyCredentials(env, 'DOMAIN_REGISTRY=epp', EPP_REQUIRED, "the registry's EPP server, the clID and password it gave us, and our TLS client certificate and key as PEM files");
  const password = required.EPP_PASSWORD;
  // RFC 5730 §4, pwType: a token of 6 to 16 characters.
  if (password.length < 6 || password.length > 16) throw new Error('EPP_PASSWORD must be 6 to 16 characters (RFC 5730 pwType)');
  const clientId = required.EPP_CLIENT_ID;
  // RFC 5730 §4, eppcom clIDType: a token of 3 to 16 characters.
  if (clientId.length < 3 || clientId.length > 16) throw new Error('EPP_CLIENT_ID must be 3 to 16 characters (RFC 5730 clIDType)');
  const host = required.EPP_HOST;
  if (/[\s/:]/.test(host)) throw new Error(`EPP_HOST must be a host name, not ${JSON.stringify(host)} (the port goes in EPP_PORT)`);
  return {
    host,
    port: positiveInt(env, 'EPP_PORT', 700, 65535),
    clientId,
    password,
    certPath: pemFile(env, 'EPP_CERT', 'CERTIFICATE'),
    keyPath: pemFile(env, 'EPP_KEY', 'PRIVATE KEY'),
    caPath: nonEmpty(env.EPP_CA) ? pemFile(env, 'EPP_CA', 'CERTIFICATE') : null,
    timeoutMs: partyTimeout(env, 'EPP_TIMEOUT_MS'),
    poolSize: positiveInt(env, 'EPP_POOL_SIZE', 2, 20),
  };
}
