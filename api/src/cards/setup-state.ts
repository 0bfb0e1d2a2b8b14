import type { Db } from '../db/database';
import type { CardSaving } from '../payments/providers/payment-provider';
import { statePatch } from '../payments/provider-state';

/**
 * What a provider that runs the add-card steps on the storefront's own card pages keeps on the attempt
 * (card_setups.provider_state): where the customer returns, the payer authentication's steps, the saving once
 * made, and the verification's release.
 */
export interface SetupProviderState {
  returnPath?: string;
  saving?: CardSaving;
  /** The verification's reversal, once made. */
  releaseId?: string;
  authorising?: string;
  [step: string]: unknown;
}

export const setupStateOf = (row: { provider_state: unknown }): SetupProviderState => (row.provider_state ?? {}) as SetupProviderState;

/** A patch of an attempt's provider state (jsonb concatenation: one statement, nothing read first). */
export async function patchSetupState(db: Db, setupId: string, patch: Partial<SetupProviderState>): Promise<void> {
  await db
    .updateTable('card_setups')
    .set({ provider_state: statePatch(patch) })
    .where('id', '=', setupId)
    .execute();
}

/** The attempt's state, when it is one's (any customer's: the card pages' only key is the attempt's id). */
export async function findSetup(db: Db, setupId: string) {
  return db.selectFrom('card_setups').select(['id', 'status', 'expires_at', 'provider_state']).where('id', '=', setupId).executeTakeFirst();
}
