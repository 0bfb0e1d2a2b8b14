import type { ColumnType, Generated } from 'kysely';
import type { SupportTopic } from '@storefront/contracts';

/** The support area's tables (added to the Database interface in ../database.ts). */
export interface SupportTables {
  support_messages: SupportMessagesTable;
}

/** A contact-us message (migration 2026_12_01_0001_support_messages). */
export interface SupportMessagesTable {
  id: string;
  /** Quoted to the sender and to staff, e.g. CU-7K3M9QXT. */
  reference: string;
  name: string;
  email: string;
  /** International form with its calling code, or null. */
  phone: string | null;
  topic: SupportTopic;
  message: string;
  locale: 'en' | 'km';
  user_id: string | null;
  ip: string | null;
  /** 'new' until staff handle it (the staff console's part). */
  status: Generated<string>;
  created_at: ColumnType<Date, Date | string, Date | string>;
}
