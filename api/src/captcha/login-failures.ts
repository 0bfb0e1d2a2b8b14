import type { AreaDeps } from '../deps';

/** How long a failed sign-in keeps asking for the captcha on the next tries (per identifier and per address). */
export const CAPTCHA_AFTER_FAILURE_MINUTES = 60;

/** The `login_attempts` row that remembers a client address's failed sign-ins (identifiers keep their own row). */
export const failedFromAddressKey = (address: string) => `captcha:login-address:${address}`;

/**
 * Remembers that a sign-in from this address failed, in the same table as the per-identifier counts (so
 * every api replica sees it): the next sign-in from the address, for any account, needs the captcha.
 * Not cleared by a success — a bot cannot lift it by signing in to an account of its own.
 */
export async function noteFailedLoginFrom(deps: Pick<AreaDeps, 'db' | 'clock'>, address: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db
    .insertInto('login_attempts')
    .values({ identifier: failedFromAddressKey(address), failures: 1, blocked_until: null, updated_at: now })
    .onConflict((oc) => oc.column('identifier').doUpdateSet((eb) => ({ failures: eb('login_attempts.failures', '+', 1), updated_at: now })))
    .execute();
}

/**
 * Whether a sign-in needs the captcha: a failure in the last hour for this login identifier (its
 * login-attempts row: failures counted or a block) or from this client address, by the clock's time.
 */
export async function failedLoginBefore(deps: Pick<AreaDeps, 'db' | 'clock'>, { identifier, address }: { identifier: string; address: string }): Promise<boolean> {
  const since = new Date(deps.clock.now().getTime() - CAPTCHA_AFTER_FAILURE_MINUTES * 60_000);
  const row = await deps.db
    .selectFrom('login_attempts')
    .select('identifier')
    .where('identifier', 'in', [identifier, failedFromAddressKey(address)])
    .where('updated_at', '>', since)
    .where((eb) => eb.or([eb('failures', '>', 0), eb('blocked_until', 'is not', null)]))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
