import { CURRENCY, type BankStatementMatch, type StatementLine } from '@storefront/contracts';
import type { Db } from '../../db/database';
import { transferSessionsByReference } from './transfer-sessions.repository';
import type { StatementEntry } from './statement-entry';

/** The reference a transfer's customer was given (providers/bank-transfer.ts transferReference), as written in a statement. */
const REFERENCE = /\bSF-?([0-9A-F]{10})\b/i;

/**
 * Each line of a statement against the transfers its references name: a credit of exactly the transfer's charge
 * in USD, to a transfer still waiting for its money, is matched (once: a second credit for it is a duplicate);
 * everything else says why it is not. Nothing changes here.
 */
export async function matchStatement(db: Db, entries: StatementEntry[]): Promise<BankStatementMatch> {
  const found = entries.map((entry) => {
    const hit = REFERENCE.exec(entry.text);
    return hit ? `SF-${hit[1]!.toUpperCase()}` : null;
  });
  const sessions = await transferSessionsByReference(db, [...new Set(found.filter((reference): reference is string => reference !== null))]);
  const taken = new Set<string>();
  const lines: StatementLine[] = entries.map((entry, index) => {
    const reference = found[index] ?? null;
    const session = reference ? sessions.get(reference) : undefined;
    const shown = session ? { sessionId: session.id, kind: session.kind, charge: session.charge, userEmail: session.userEmail, method: session.method } : null;
    const outcome: StatementLine['outcome'] =
      entry.amount <= 0
        ? 'debit'
        : !reference
          ? 'noReference'
          : !session
            ? 'unknownReference'
            : session.status === 'succeeded'
              ? 'alreadyConfirmed'
              : session.status !== 'pending'
                ? 'closed'
                : entry.currency !== CURRENCY
                  ? 'currencyDiffers'
                  : entry.amount !== session.charge
                    ? 'amountDiffers'
                    : taken.has(session.id)
                      ? 'duplicate'
                      : 'matched';
    if (outcome === 'matched') taken.add(session!.id);
    return { ...entry, reference, outcome, session: entry.amount > 0 ? shown : null };
  });
  const matched = lines.filter((line) => line.outcome === 'matched').length;
  const unmatched = lines.filter((line) => line.amount > 0 && line.outcome !== 'matched' && line.outcome !== 'alreadyConfirmed').length;
  return { lines, matched, unmatched };
}
