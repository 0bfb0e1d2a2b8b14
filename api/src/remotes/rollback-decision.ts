/** Sessions of one remote version that reported, and how many of them failed to load or render it. */
export interface VersionHealth {
  sessions: number;
  failed: number;
}

/** When a canary is taken back by itself (REMOTE_ROLLBACK_FACTOR, REMOTE_ROLLBACK_MIN_SESSIONS, REMOTE_ROLLBACK_MIN_RATE). */
export interface RollbackPolicy {
  /** The canary's failure rate must exceed the stable version's by this factor … */
  factor: number;
  /** … over at least this many canary sessions … */
  minSessions: number;
  /** … and be at least this rate (0–1): a stable version that never failed does not make one failure a rollback. */
  minRate: number;
}

export const DEFAULT_ROLLBACK_POLICY: RollbackPolicy = { factor: 2, minSessions: 100, minRate: 0.02 };

function positive(value: string | undefined, fallback: number, { integer = false, max = Infinity } = {}): number {
  const n = Number(value);
  if (value === undefined || value.trim() === '' || !Number.isFinite(n) || n <= 0 || n > max || (integer && !Number.isInteger(n))) return fallback;
  return n;
}

export function rollbackPolicyFrom(env: Record<string, string | undefined>): RollbackPolicy {
  return {
    factor: positive(env.REMOTE_ROLLBACK_FACTOR, DEFAULT_ROLLBACK_POLICY.factor),
    minSessions: positive(env.REMOTE_ROLLBACK_MIN_SESSIONS, DEFAULT_ROLLBACK_POLICY.minSessions, { integer: true }),
    minRate: positive(env.REMOTE_ROLLBACK_MIN_RATE, DEFAULT_ROLLBACK_POLICY.minRate, { max: 1 }),
  };
}

const rate = (h: VersionHealth) => (h.sessions === 0 ? 0 : h.failed / h.sessions);

/** Whether the canary fails enough more often than the stable version to be taken back. */
export function shouldRollBack(canary: VersionHealth, stable: VersionHealth, policy: RollbackPolicy): boolean {
  if (canary.sessions < policy.minSessions) return false;
  const canaryRate = rate(canary);
  return canaryRate >= policy.minRate && canaryRate > rate(stable) * policy.factor;
}

/** The audit's and the mail's words for a rollback. */
export function describeRollback(remote: string, canaryVersion: string, canary: VersionHealth, stableVersion: string, stable: VersionHealth, policy: RollbackPolicy): string {
  const pct = (h: VersionHealth) => `${(rate(h) * 100).toFixed(1)} %`;
  return (
    `Automatic rollback of ${remote}'s canary ${canaryVersion}: it failed in ${canary.failed} of ${canary.sessions} sessions (${pct(canary)}), ` +
    `the stable ${stableVersion} in ${stable.failed} of ${stable.sessions} (${pct(stable)}); the limit is ${policy.factor}× the stable rate and at least ` +
    `${(policy.minRate * 100).toFixed(1)} % over ${policy.minSessions} sessions. Everyone is on ${stableVersion} again.`
  );
}
