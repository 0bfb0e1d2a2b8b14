import type { CardDeclineCode } from '@storefront/contracts';
import type { Db } from '../db/database';
import type { VaultedCard } from '../payments/providers/payment-provider';

/** What the provider says about an add-card attempt once the customer is back from its hosted page. */
export type SetupState =
  | { status: 'requiresAction' }
  | { status: 'failed'; code: 'CARD_NOT_ACCEPTED' | 'PAYMENT_PROCESSOR_ERROR'; declineCode: CardDeclineCode | null }
  /**
   * Saved at the provider. `verification`: the provider verified the card itself (its $1 authorisation, released at
   * once: CyberSource's reversal), so the storefront records it rather than charging and refunding one.
   */
  | ({ status: 'succeeded'; verification?: { transactionId: string; releaseId: string } } & VaultedCard);

export type ChargeResult = { ok: true; transactionId: string } | { ok: false; code: 'PAYMENT_PROCESSOR_ERROR'; declineCode: CardDeclineCode | null };

/**
 * The card provider's vault, as a real provider's API offers it: open an add-card attempt on its hosted 3-D
 * Secure page, retrieve the attempt's outcome (a token for the card, never its number), charge a token
 * (merchant-initiated, with the stored credential) and refund a charge. The sandbox implements it; a real
 * provider's adapter sits beside it.
 */
export interface CardVault {
  readonly identifier: string;
  openSetup(db: Db, setup: { id: string; returnPath: string; expiresAt: Date }): Promise<{ url: string }>;
  retrieveSetup(db: Db, setupId: string): Promise<SetupState>;
  charge(db: Db, token: string, amount: number, reference: string): Promise<ChargeResult>;
  refund(db: Db, transactionId: string, amount: number): Promise<{ transactionId: string }>;
}
