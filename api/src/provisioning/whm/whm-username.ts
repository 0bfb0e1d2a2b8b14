import { createHash } from 'node:crypto';

/**
 * The cPanel username of a service's account, derived from the service id alone (the idempotency key: a job run
 * again finds the account it made). WHM's rules (WHM API 1 createacct, `username`,
 * https://api.docs.cpanel.net/openapi/whm/operation/createacct/): at most 16 characters, lowercase, not starting
 * with a digit or with "test", the first eight characters unique on the server (so this one is eight long, all of
 * them from the hash), and not a reserved name (Cpanel::Validate::Username's list: system users and services).
 * `attempt` 1, 2 … gives the next name when the first is taken by another service's account (a hash collision).
 */
export function whmUsernameOf(serviceId: string, attempt = 0): string {
  for (let salt = 0; ; salt += 1) {
    const digest = createHash('sha256').update(`${serviceId}:${attempt}:${salt}`).digest();
    // A letter first (a–z), then seven of a–z0–9: 26 × 36⁷ ≈ 2·10¹² names.
    let name = String.fromCharCode(97 + (digest[0]! % 26));
    for (let i = 1; i < 8; i += 1) name += 'abcdefghijklmnopqrstuvwxyz0123456789'[digest[i]! % 36];
    if (isAllowedWhmUsername(name)) return name;
  }
}

/** Names cPanel keeps for itself or the system (a subset of Cpanel::Validate::Username's reserved list that eight characters can spell). */
const RESERVED = new Set(['abrt', 'adm', 'admin', 'all', 'apache', 'avahi', 'bin', 'chrony', 'cpanel', 'cpanelsolr', 'cphulkd', 'cpses', 'daemon', 'dbus', 'dovecot', 'dovenull', 'ftp', 'games', 'halt', 'lp', 'mail', 'mailman', 'mailnull', 'mysql', 'named', 'news', 'nobody', 'nscd', 'ntp', 'operator', 'polkitd', 'postfix', 'postgres', 'root', 'rpc', 'rpcuser', 'shutdown', 'sshd', 'sync', 'system', 'tss', 'uucp', 'virtfs', 'whm', 'www', 'wwwdata']);

export function isAllowedWhmUsername(name: string): boolean {
  return /^[a-z][a-z0-9]{0,15}$/.test(name) && !name.startsWith('test') && !RESERVED.has(name);
}

/** The externalId of a WHM account: `whm:<username>` (the composite provisioner routes by the prefix). */
export const WHM_PREFIX = 'whm:';
export const whmExternalIdOf = (username: string) => `${WHM_PREFIX}${username}`;

/** The username in a `whm:` externalId; anything else is not this provider's (refused, not retryable, by the caller). */
export function whmUsernameIn(externalId: string): string | null {
  if (!externalId.startsWith(WHM_PREFIX)) return null;
  const name = externalId.slice(WHM_PREFIX.length);
  return /^[a-z][a-z0-9]{0,15}$/.test(name) ? name : null;
}
