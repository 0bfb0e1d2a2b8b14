import type { CardDeclineCode } from '@storefront/contracts';
import type { Db } from '../db/database';

/** What the provider says about an add-card attempt once the customer is back from its hosted page. */
export type SetupState =
  | { status: 'requiresAction' }
  | { status: 'failed'; code: 'CARD_NOT_ACCEPTED' | 'PAYMENT_PROCESSOR_ERROR'; declineCode: CardDeclineCode | null }
  | {
      status: 'succeeded';
      token: string;
      brand: string;
      last4: string;
      expMonth: number;
      expYear: number;
      /**
       * The provider's fingerprint of the card number: the same for the same number whoever saves it, another for
       * another number (Stripe's `card.fingerprint`, for instance); null where the provider gives none.
       */
      fingerprint: string | null;
    };

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
