import { randomUUID } from 'node:crypto';
import type { CardDeclineCode } from '@storefront/contracts';
import type { CardVault } from './card-vault';

/**
 * The sandbox provider's vault: its hosted add-card page (sandbox-gateway/card-setup-pages.ts) writes what the
 * customer entered into sandbox_card_setups (last four, expiry, brand, and what the issuer answers: a decline
 * test card declines every charge); charges of a token succeed or decline as that card does.
 */
export function sandboxCardVault(): CardVault {
  return {
    identifier: 'sandbox-card',
    async openSetup(db, setup) {
      await db.insertInto('sandbox_card_setups').values({ id: setup.id, return_path: setup.returnPath, status: 'requiresAction', expires_at: setup.expiresAt }).execute();
      return { url: `/sandbox-gateway/card-setup/${setup.id}` };
    },
    async retrieveSetup(db, setupId) {
      const row = await db.selectFrom('sandbox_card_setups').selectAll().where('id', '=', setupId).executeTakeFirst();
      if (!row || row.status === 'requiresAction' || row.status === 'challenge') return { status: 'requiresAction' };
      if (row.status === 'failed') {
        return { status: 'failed', code: row.failure_code === 'CARD_NOT_ACCEPTED' ? 'CARD_NOT_ACCEPTED' : 'PAYMENT_PROCESSOR_ERROR', declineCode: (row.decline_code as CardDeclineCode | null) ?? null };
      }
      return { status: 'succeeded', token: row.token!, brand: row.brand!, last4: row.last4!, expMonth: row.exp_month!, expYear: row.exp_year!, fingerprint: row.fingerprint };
    },
    async charge(db, token) {
      const row = await db.selectFrom('sandbox_card_setups').select(['card_decline']).where('token', '=', token).where('status', '=', 'succeeded').executeTakeFirst();
      if (!row) return { ok: false, code: 'PAYMENT_PROCESSOR_ERROR', declineCode: 'INVALID_ACCOUNT' };
      if (row.card_decline) return { ok: false, code: 'PAYMENT_PROCESSOR_ERROR', declineCode: row.card_decline as CardDeclineCode };
      return { ok: true, transactionId: `card_${randomUUID()}` };
    },
    async refund() {
      return { transactionId: `refund_${randomUUID()}` };
    },
  };
}
