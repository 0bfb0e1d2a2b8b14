import { platformEndpoints, REMOTE_REPORT_LIMITS, type RemoteConfig, type RemoteReport } from '@storefront/contracts';

/**
 * The page session's outcome with each remote version it used (issue 14, item 9): mounted, and whether it
 * failed to load or render. Sent in batches with navigator.sendBeacon — when the page is hidden or left, and a
 * few seconds after something new happened — to POST /api/remotes/reports, where a failing canary is rolled
 * back by itself. Successful mounts are reported too: they are the denominator of the failure rate.
 *
 * Each entry carries the report token the registry answer gave for that remote and version (issue 28, item 2): the
 * server counts nothing else. An outcome waits until the registry read that carries its token has answered (a
 * server-rendered page's registry has none; the page reads the registry at once); a version the registry handed no
 * token for (no canary runs: nothing is decided on reports) is not sent at all.
 */
type Outcome = RemoteReport['reports'][number];

const FLUSH_AFTER_MS = 5_000;
const SESSION_KEY = 'storefront.remoteReportSession';

const pending = new Map<string, Outcome>();
/** The registry's report tokens by `remote@version`, from its latest answers. */
const tokens = new Map<string, string>();
/** Whether a registry answer was read: before one, an outcome without a token may yet get one. */
let registryRead = false;
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;
let session: string | null = null;

function randomId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** One id per tab (sessionStorage), so a reload is the same session and counts once. */
function sessionId(): string {
  if (session) return session;
  try {
    session = sessionStorage.getItem(SESSION_KEY);
    if (!session || !REMOTE_REPORT_LIMITS.sessionPattern.test(session)) {
      session = randomId();
      sessionStorage.setItem(SESSION_KEY, session);
    }
  } catch {
    session = randomId();
  }
  return session;
}

/**
 * Keeps the report tokens of a registry answer (GET /api/config/remotes): the entries of the pointer or canary this
 * visitor was assigned carry one while a canary runs. What was waiting for its token is sent soon.
 */
export function rememberReportTokens(registry: readonly RemoteConfig[]): void {
  registryRead = true;
  for (const remote of registry) {
    if (remote.reportToken) tokens.set(`${remote.name}@${remote.version}`, remote.reportToken);
  }
  if (pending.size > 0 && typeof window !== 'undefined') timer ??= setTimeout(flushRemoteReports, FLUSH_AFTER_MS);
}

/** Sends what is pending and has its token; the browser delivers a beacon even while the page unloads. */
export function flushRemoteReports(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  if (pending.size === 0 || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  const entries: RemoteReport['reports'] = [];
  for (const [key, outcome] of pending) {
    const token = tokens.get(key);
    // Without a token: kept while the registry may still hand one, else dropped (the server would ignore it).
    if (!token && !registryRead) continue;
    pending.delete(key);
    if (token) entries.push({ ...outcome, token });
  }
  for (let i = 0; i < entries.length; i += REMOTE_REPORT_LIMITS.entriesMax) {
    const body: RemoteReport = { session: sessionId(), reports: entries.slice(i, i + REMOTE_REPORT_LIMITS.entriesMax) };
    navigator.sendBeacon(platformEndpoints.reportRemotes.path, new Blob([JSON.stringify(body)], { type: 'application/json' }));
  }
}

function note(remote: string, version: string, change: Partial<Pick<Outcome, 'mounted' | 'failed'>>): void {
  if (typeof window === 'undefined') return;
  const key = `${remote}@${version}`;
  const known = pending.get(key) ?? { remote, version, mounted: false, failed: false };
  pending.set(key, { ...known, mounted: known.mounted || !!change.mounted, failed: known.failed || !!change.failed });
  if (!listening) {
    listening = true;
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushRemoteReports();
    });
    window.addEventListener('pagehide', flushRemoteReports);
  }
  timer ??= setTimeout(flushRemoteReports, FLUSH_AFTER_MS);
}

/** A remote version rendered on this page. */
export const noteRemoteMounted = (remote: string, version: string) => note(remote, version, { mounted: true });
/** A remote version could not be loaded, or threw while rendering. */
export const noteRemoteFailed = (remote: string, version: string) => note(remote, version, { failed: true });
