import type { ColumnType, Generated } from 'kysely';
import type { AffiliateRefusalsTable } from './affiliate-refusals';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** The tables of migration 2026_12_24_0001_phone_numbers (phone verification, duplicates, refused referrals; added to Database in ../database.ts). */
export interface PhoneTables {
  phone_codes: PhoneCodesTable;
  sms_outbox: SmsOutboxTable;
  phone_duplicates: PhoneDuplicatesTable;
  affiliate_refusals: AffiliateRefusalsTable;
}

/** An SMS one-time code sent to a phone for an account: only its hash is stored; single use, expiring. */
export interface PhoneCodesTable {
  id: string;
  user_id: string;
  /** E.164, the number the code was sent to (and is verified for). */
  phone: string;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Date>;
}

/** An SMS on its way: written in the request's transaction, sent by the provider after (dev mailbox without one). */
export interface SmsOutboxTable {
  id: string;
  /** E.164 */
  to_phone: string;
  template: string;
  text_body: string;
  created_at: Generated<Date>;
  sent_at: Timestamp | null;
  attempts: Generated<number>;
  last_error: string | null;
}

/** Two accounts the E.164 migration found holding one number: the first keeps it, this one kept its old form. */
export interface PhoneDuplicatesTable {
  id: Generated<string>;
  user_id: string;
  kept_user_id: string;
  phone_as_stored: string;
  phone_e164: string;
  found_at: Generated<Date>;
  resolved_at: Timestamp | null;
}
