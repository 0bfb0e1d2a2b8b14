/**
 * The reading of settings every part of the api shares (config.ts, and the outside parties' own readers: the
 * registry's, the panels'), in a module of its own so a party's reader needs nothing of config.ts.
 */
export type Env = Record<string, string | undefined>;

export const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined);

export function int(env: Env, name: string, fallback: number): number {
  const value = nonEmpty(env[name]);
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed)) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

/**
 * What every real outside party's settings share (payments, registry, provisioning): PAYMENT_PROVIDER_<METHOD> (or the like) names the party (or `sandbox`, the set's
 * own, the default); its credentials are then required (a start without them stops, in production as anywhere:
 * nothing could be paid); its origin is an origin, https in production; its timeout a positive number of ms.
 */
export function chosenParty(env: Env, variable: string, party: string): boolean {
  const chosen = nonEmpty(env[variable])?.toLowerCase();
  if (chosen === undefined || chosen === 'sandbox') return false;
  if (chosen !== party) throw new Error(`${variable}=${chosen} is unknown; known: ${party}, sandbox`);
  return true;
}

export function partyCredentials<K extends string>(env: Env, choice: string, names: readonly K[], where: string): Record<K, string> {
  const values = Object.fromEntries(names.map((name) => [name, nonEmpty(env[name])])) as Record<K, string | undefined>;
  const missing = names.filter((name) => !values[name]);
  if (missing.length) throw new Error(`${choice} needs ${missing.join(', ')} (${where})`);
  return values as Record<K, string>;
}

export function partyOrigin(env: Env, variable: string, fallback: string, example: string, production: boolean): string {
  const origin = (nonEmpty(env[variable]) ?? fallback).replace(/\/$/, '');
  if (!/^https?:\/\/[^/\s]+$/.test(origin)) throw new Error(`${variable} must be an origin such as ${example}, not ${JSON.stringify(origin)}`);
  if (production && !origin.startsWith('https://')) throw new Error(`${variable} must be https with NODE_ENV=production`);
  return origin;
}

export function partyTimeout(env: Env, variable: string, fallbackMs = 8000): number {
  const timeoutMs = int(env, variable, fallbackMs);
  if (timeoutMs <= 0) throw new Error(`${variable} must be a positive number of milliseconds, got "${env[variable]}"`);
  return timeoutMs;
}

