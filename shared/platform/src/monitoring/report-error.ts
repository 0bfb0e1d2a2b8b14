/** Sends an error on to error monitoring: `where` names what failed (e.g. 'checkout/record-state'). */
export type ErrorReporter = (error: unknown, where: string) => void;

/** Reports made before monitoring is up (its SDK loads after the page), handed to it once it is; the oldest are dropped past this many. */
const MAX_WAITING = 20;

let reporter: ErrorReporter | null = null;
let waiting: { error: unknown; where: string }[] = [];

/**
 * Reports an error the customer is not told of (a background call that failed, a best-effort step), so that it
 * never vanishes: to the reporter the shell sets when monitoring starts (Sentry), or kept until it does.
 */
export function reportError(error: unknown, where: string): void {
  if (!reporter) {
    waiting = [...waiting, { error, where }].slice(-MAX_WAITING);
    return;
  }
  try {
    reporter(error, where);
  } catch {
    // Monitoring itself failed: there is nowhere left to report to.
  }
}

/** Sets where reports go (the shell's monitoring), and hands it those made before; null stops reporting (they wait again). */
export function setErrorReporter(next: ErrorReporter | null): void {
  reporter = next;
  if (!next) return;
  const before = waiting;
  waiting = [];
  for (const report of before) reportError(report.error, report.where);
}
