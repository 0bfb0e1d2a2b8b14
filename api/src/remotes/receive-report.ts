import type { RemoteReport } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import { recordReport, rollBackIfFailing, type RollbackOutcome } from './remote-health';
import { reportAddressHash, reportAddressKey } from './report-address';
import { reportKey } from './report-token';
import { rollbackPolicyFrom } from './rollback-decision';

/** What a browser's report of how remotes loaded came to. */
export interface ReportReceipt {
  /** Entries ignored: no, a forged, an expired or another version's token, or over the sessions counted per address. */
  ignored: number;
  overCap: number;
  /** Canaries the report made fail enough more than their stable version, rolled back by themselves. */
  rolledBack: RollbackOutcome[];
}

/**
 * The receiver of the browser's reports (issue 14 item 9, issue 28 item 2): its keys and the rollback policy are
 * read once; each report is counted by its tokens and its client address group (a keyed hash of the address as the
 * rate limits see it), and every remote with a canary it reported on is re-evaluated.
 */
export function reportReceiver(deps: Pick<AreaDeps, 'db' | 'clock' | 'config'>, env: Record<string, string | undefined> = process.env) {
  const policy = rollbackPolicyFrom(env);
  const key = reportKey(deps.config.paymentCallbackSecret);
  const addressKey = reportAddressKey(deps.config.paymentCallbackSecret);
  return async function receiveReport(report: RemoteReport, clientAddress: string): Promise<ReportReceipt> {
    const { canaried, ignored, overCap } = await recordReport(deps.db, key, report, deps.clock.now().getTime(), reportAddressHash(addressKey, clientAddress));
    const rolledBack: RollbackOutcome[] = [];
    for (const remote of canaried) {
      const outcome = await rollBackIfFailing(deps.db, remote, policy, deps.config.supportEmail);
      if (outcome) rolledBack.push(outcome);
    }
    return { ignored, overCap, rolledBack };
  };
}
