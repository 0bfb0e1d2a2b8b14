import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The secrets the server keeps, each with the variable that sets it. */
export const SECRET_VARIABLES = {
  paymentCallbackSecret: 'PAYMENT_CALLBACK_SECRET',
  registrySandboxSecret: 'REGISTRY_SANDBOX_SECRET',
} as const;
export type SecretName = keyof typeof SECRET_VARIABLES;
export type Secrets = Record<SecretName, string>;

/** A production secret is at least this long (e.g. `openssl rand -hex 32` gives 64 characters). */
export const MIN_SECRET_LENGTH = 32;

/** Values that were once written in the source: refused in production even when set explicitly. */
const KNOWN_DEFAULTS = new Set(['storefront-sandbox-payments', 'storefront-sandbox-registry']);

type Env = Record<string, string | undefined>;

export interface SecretsOptions {
  production: boolean;
  /** Which secrets this configuration needs (the sandbox registry's only with DOMAIN_REGISTRY=sandbox). */
  needed: SecretName[];
  /**
   * Development: where secrets generated for this data folder are kept (created on first start, 0600);
   * null = generate them for this process only (an in-memory database).
   */
  file: string | null;
}

/** Why production cannot start with these secrets, naming each variable to set; null when it can. */
export function productionSecretsProblem(env: Env, needed: SecretName[]): string | null {
  const problems = needed.flatMap((name) => {
    const variable = SECRET_VARIABLES[name];
    const value = env[variable]?.trim();
    if (!value) return [`${variable} is not set`];
    if (KNOWN_DEFAULTS.has(value)) return [`${variable} is a development value`];
    if (value.length < MIN_SECRET_LENGTH) return [`${variable} is shorter than ${MIN_SECRET_LENGTH} characters`];
    return [];
  });
  if (problems.length === 0) return null;
  return `NODE_ENV=production refuses to start with default or weak secrets: ${problems.join('; ')}. Set each to a random value of at least ${MIN_SECRET_LENGTH} characters (e.g. \`openssl rand -hex 32\`).`;
}

/**
 * The server's secrets. Production takes them from the environment only and refuses to start without them.
 * Development uses the environment's where set, else random ones generated once per data folder (so auth
 * codes and signatures stay valid across restarts of the same folder, and no two folders share one).
 */
export function resolveSecrets(env: Env, options: SecretsOptions): Secrets {
  if (options.production) {
    const problem = productionSecretsProblem(env, options.needed);
    if (problem) throw new Error(problem);
  }
  const stored = options.file ? readStored(options.file) : {};
  const secrets = {} as Secrets;
  let generated = false;
  for (const name of Object.keys(SECRET_VARIABLES) as SecretName[]) {
    const fromEnv = env[SECRET_VARIABLES[name]]?.trim();
    if (fromEnv) secrets[name] = fromEnv;
    else if (stored[name]) secrets[name] = stored[name];
    else {
      secrets[name] = randomBytes(32).toString('hex');
      stored[name] = secrets[name];
      generated = true;
    }
  }
  if (generated && options.file) {
    mkdirSync(path.dirname(options.file), { recursive: true });
    writeFileSync(options.file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  return secrets;
}

function readStored(file: string): Partial<Secrets> {
  if (!existsSync(file)) return {};
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const stored: Partial<Secrets> = {};
  for (const name of Object.keys(SECRET_VARIABLES) as SecretName[]) {
    const value = parsed[name];
    if (typeof value === 'string' && value.length >= MIN_SECRET_LENGTH) stored[name] = value;
  }
  return stored;
}
