import { CARD_VERIFICATION_CHARGE } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import type { CardFlow, CardSubject } from '../payments/hosted-fields-payment';
import { claimOnce } from '../payments/provider-state';
import type { HostedFieldsProvider } from '../payments/providers/payment-provider';
import { findSetup, patchSetupState, setupStateOf } from './setup-state';

/**
 * Adding a card on the storefront's card pages (PAYMENT_PROVIDER_CARD=cybersource): the same steps as a card
 * payment (payments/hosted-fields-payment.ts) with the $1 verification of spec §9 as what is authorised. The
 * attempt ends by the provider's saving (or refusal) written on the attempt; the customer goes back to the account,
 * whose question (GET /api/user/cards/setups/{id}, cards/complete-setup.ts) releases the verification and saves the card.
 */
export async function waitingCardSetup(deps: Pick<AreaDeps, 'db' | 'clock'>, setupId: string): Promise<{ subject: CardSubject; returnPath: string; waiting: boolean; saved: boolean } | null> {
  const row = await findSetup(deps.db, setupId);
  const state = row ? setupStateOf(row) : null;
  if (!row || !state?.returnPath) return null;
  const waiting = row.status === 'requiresAction' && !state.saving && new Date(row.expires_at) > deps.clock.now();
  return { subject: { id: row.id, charge: CARD_VERIFICATION_CHARGE, state }, returnPath: state.returnPath, waiting, saved: state.saving?.status === 'saved' };
}

export function setupFlow(deps: Pick<AreaDeps, 'db' | 'clock'>, provider: HostedFieldsProvider<'card'>): CardFlow {
  return {
    save: (id, patch) => patchSetupState(deps.db, id, patch),
    claim: (id) => claimOnce(deps.db, 'card_setups', id, deps.clock.now()),
    finish: async (subject, state) => {
      await patchSetupState(deps.db, subject.id, { saving: await provider.authoriseToSave({ id: subject.id, charge: subject.charge }, state) });
      return { kind: 'back', to: 'continue' };
    },
    fail: async (subject, outcome) => {
      const code = outcome.code === 'CARD_NOT_ACCEPTED' ? 'CARD_NOT_ACCEPTED' : 'PAYMENT_PROCESSOR_ERROR';
      await patchSetupState(deps.db, subject.id, { saving: { status: 'failed', code, declineCode: outcome.declineCode ?? null } });
      return { kind: 'back', to: 'continue' };
    },
  };
}
