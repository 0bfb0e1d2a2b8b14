import type { SessionOutcome } from '../../complete-session';
import { centsOfDecimal } from '../decimal-amount';
import { objectAt, textAt, type CybersourceConnection } from './cybersource-connection';
import { declineOfReasonCode } from './declines';

type Body = Record<string, unknown>;

/**
 * What CyberSource made of the authorisation asked for under a client reference code, found by Transaction Search
 * (POST /tss/v2/searches, https://developer.cybersource.com/api-reference-assets/index.html#transaction-search):
 * the newest transaction with an ics_auth application — rCode 1 an authorisation (and what it was for), another
 * its decline by the numeric reason code — or null when there is none. How a lost answer is found again: the
 * reconciliation job's for a session, a saved card's charge at once.
 */
export async function authorisationOf(connection: CybersourceConnection, code: string): Promise<Exclude<SessionOutcome, { status: 'pending' }> | null> {
  const answer = await connection.asked((api) =>
    api.search({ save: false, name: 'storefront-reconciliation', timezone: 'UTC', query: `clientReferenceInformation.code:${code}`, offset: 0, limit: 10, sort: 'submitTimeUtc:desc' }),
  );
  const summaries = (objectAt(answer, '_embedded').transactionSummaries as Body[] | undefined) ?? [];
  for (const summary of summaries) {
    const auth = ((objectAt(summary, 'applicationInformation').applications as Body[] | undefined) ?? []).find((application) => application.name === 'ics_auth');
    const id = textAt(summary, 'id');
    if (!auth || id === undefined) continue;
    const amounts = objectAt(objectAt(summary, 'orderInformation'), 'amountDetails');
    if (auth.rCode === '1') return { status: 'succeeded', transactionId: id, charged: { amount: centsOfDecimal(textAt(amounts, 'totalAmount')) ?? -1, currency: textAt(amounts, 'currency') ?? '' } };
    return { status: 'failed', code: 'PAYMENT_PROCESSOR_ERROR', declineCode: declineOfReasonCode(auth.reasonCode), transactionId: id };
  }
  return null;
}
