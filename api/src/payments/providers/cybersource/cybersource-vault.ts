import { randomUUID } from 'node:crypto';
import { CARD_VERIFICATION_CHARGE, CURRENCY, type CardDeclineCode } from '@storefront/contracts';
import type { CardVault, ChargeResult } from '../../../cards/card-vault';
import { findSetup, patchSetupState, setupStateOf, type SetupProviderState } from '../../../cards/setup-state';
import type { Db } from '../../../db/database';
import { decimalAmount } from '../decimal-amount';
import { cybersourceConnection, objectAt, textAt } from './cybersource-connection';
import { CARD_REFUSALS, declineOf } from './declines';
import type { CybersourceEndpoint } from './endpoint';
import { authorisationOf } from './transaction-search';

/** Where an add-card attempt's pages live (routes/payment/card-checkout.ts): the card pages with the $1 verification as their subject. */
export const CARD_SETUP_PATH = '/card-setup';

/**
 * CyberSource's Token Management Service as the storefront's card vault (issue 30 item 3). Adding a card runs on
 * the storefront's card pages (Microform fields, payer authentication) with the $1 verification as what is
 * authorised — the customer-initiated first transaction, with a payment instrument token created
 * (cybersource-provider.ts authoriseToSave). Back at the account, the verification is released at once by a
 * reversal (POST /pts/v2/payments/{id}/reversals), then the card is saved. A saved card is charged as a
 * merchant-initiated unscheduled credential-on-file payment
 * (https://developer.cybersource.com/docs/cybs/en-us/payments/developer/ctv/rest/payments/credentials-processsing-intro/credentials-ucof-intro/credentials-ucof-mit-tms-intro.html:
 * the payment instrument's id, `initiator.type` merchant, `storedCredentialUsed`; TMS keeps the first
 * transaction's id for the networks), and refunded by POST /pts/v2/payments/{id}/refunds.
 */
export function cybersourceCardVault(options: CybersourceEndpoint): CardVault {
  const connection = cybersourceConnection(options);
  const amountOf = (cents: number) => ({ totalAmount: decimalAmount(cents), currency: CURRENCY });

  async function release(db: Db, setupId: string, state: SetupProviderState): Promise<string | null> {
    const verificationId = state.saving?.verificationId;
    if (!verificationId) return null;
    if (state.releaseId) return state.releaseId;
    const answer = await connection.asked((api) =>
      api.reversal(verificationId, { clientReferenceInformation: { code: setupId }, reversalInformation: { amountDetails: amountOf(CARD_VERIFICATION_CHARGE), reason: 'Card verification' } }),
    );
    const releaseId = textAt(answer, 'id') ?? `${verificationId}-reversed`;
    await patchSetupState(db, setupId, { releaseId });
    return releaseId;
  }

  return {
    identifier: 'cybersource',
    async openSetup(db, setup) {
      await patchSetupState(db, setup.id, { returnPath: setup.returnPath });
      return { url: `${CARD_SETUP_PATH}/${setup.id}` };
    },
    async retrieveSetup(db, setupId) {
      const row = await findSetup(db, setupId);
      const state = row ? setupStateOf(row) : {};
      const saving = state.saving;
      if (!saving) return { status: 'requiresAction' };
      // The verification released before anything is saved or refused: a held dollar never outlives the attempt.
      const releaseId = await release(db, setupId, state);
      if (saving.status === 'failed') return { status: 'failed', code: saving.code, declineCode: (saving.declineCode as CardDeclineCode | null) ?? null };
      const { status: _saved, verificationId, ...card } = saving;
      return { status: 'succeeded', ...card, verification: { transactionId: verificationId, releaseId: releaseId ?? verificationId } };
    },
    async charge(_db, token, amount) {
      const { api, cybersourceFailure, processorError } = await connection.sdk();
      // A code of this attempt only, so a lost answer is found again as this charge and no other.
      const code = randomUUID();
      let answer: Record<string, unknown>;
      try {
        answer = await api.payment({
          clientReferenceInformation: { code },
          processingInformation: { capture: true, commerceIndicator: 'internet', authorizationOptions: { initiator: { type: 'merchant', storedCredentialUsed: true } } },
          paymentInformation: { paymentInstrument: { id: token } },
          orderInformation: { amountDetails: amountOf(amount) },
        });
      } catch (error) {
        const failure = cybersourceFailure(error);
        if (failure.status === 400 && failure.reason && CARD_REFUSALS.has(failure.reason)) return { ok: false, code: 'PAYMENT_PROCESSOR_ERROR', declineCode: declineOf(failure.reason) };
        // The answer lost on the way (a timeout): asked again by its code, so money taken is recorded, not lost.
        if (failure.code === 'CYBERSOURCE_TIMEOUT') {
          const found = await authorisationOf(connection, code).catch(() => null);
          if (found?.status === 'succeeded') return { ok: true, transactionId: found.transactionId };
          if (found?.status === 'failed') return { ok: false, code: 'PAYMENT_PROCESSOR_ERROR', declineCode: (found.declineCode as CardDeclineCode | null) ?? 'GENERIC_DECLINE' };
        }
        throw processorError(failure);
      }
      return chargeResultOf(answer);
    },
    async refund(_db, transactionId, amount) {
      const answer = await connection.asked((api) => api.refund(transactionId, { clientReferenceInformation: { code: randomUUID() }, orderInformation: { amountDetails: amountOf(amount) } }));
      const id = textAt(answer, 'id');
      if (!id) throw (await connection.sdk()).processorError({ status: 201, reason: null, code: 'CYBERSOURCE_INVALID_REFUND' });
      return { transactionId: id };
    },
  };
}

/** A merchant-initiated charge's answer: AUTHORIZED (captured with it) or declined with its reason. */
function chargeResultOf(answer: Record<string, unknown>): ChargeResult {
  const id = textAt(answer, 'id');
  if (textAt(answer, 'status') === 'AUTHORIZED' && id) return { ok: true, transactionId: id };
  return { ok: false, code: 'PAYMENT_PROCESSOR_ERROR', declineCode: declineOf(textAt(objectAt(answer, 'errorInformation'), 'reason')) };
}
