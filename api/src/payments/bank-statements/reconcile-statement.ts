import type { z } from 'zod';
import type { BankStatementConfirmation, BankStatementMatch, bankStatementConfirmSchema, bankStatementInputSchema } from '@storefront/contracts';
import type { AreaDeps } from '../../deps';
import { recordStaffAudit, type StaffActor } from '../../staff-audit/staff-audit.repository';
import { confirmTransfer } from '../staff-transfers';
import { matchStatement } from './match-statement';
import { readCamt053Statement } from './read-camt053-statement';
import { readCsvStatement } from './read-csv-statement';

type StatementDeps = Pick<AreaDeps, 'db' | 'registry' | 'clock' | 'tldCatalogue' | 'config' | 'jobs' | 'provisioner'>;

const readStatement = (input: z.output<typeof bankStatementInputSchema>) => (input.format === 'csv' ? readCsvStatement(input.content) : readCamt053Statement(input.content));

/** POST /api/admin/bank-statements: the statement read and matched; nothing changes. */
export async function matchBankStatement(deps: Pick<AreaDeps, 'db'>, input: z.output<typeof bankStatementInputSchema>): Promise<BankStatementMatch> {
  return matchStatement(deps.db, readStatement(input));
}

/**
 * POST /api/admin/bank-statements/confirm: the statement matched again here (what the browser showed is not taken
 * on trust), and every match confirmed as staff confirm one transfer — its money always recorded, once (confirming
 * again changes nothing, so the step may be repeated) — then one audit row for the step, with its reason.
 */
export async function confirmBankStatement(deps: StatementDeps, actor: StaffActor, input: z.output<typeof bankStatementConfirmSchema>): Promise<BankStatementConfirmation> {
  const match = await matchStatement(deps.db, readStatement(input));
  const confirmed: BankStatementConfirmation['confirmed'] = [];
  for (const line of match.lines) {
    if (line.outcome !== 'matched' || !line.session) continue;
    const { money } = await confirmTransfer(deps, line.session.sessionId, line.reference ?? undefined);
    confirmed.push({ sessionId: line.session.sessionId, outcome: money.outcome, reason: money.reason });
  }
  await recordStaffAudit(deps.db, actor, {
    area: 'payment',
    action: 'reconcile bank statement',
    target: `bank-statement:${input.format}`,
    before: null,
    after: { confirmed, unmatched: match.unmatched, lines: match.lines.length },
    reason: input.reason,
  });
  return { ...match, confirmed };
}
