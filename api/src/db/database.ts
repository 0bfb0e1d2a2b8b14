import type { ColumnType, Generated, Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { BillingUnit, CartItemKind, LedgerKind, PaymentMethod, ProductCategory, ProductType, Role } from '@storefront/contracts';
import type { BlogTables } from './tables/blog';
import type { SupportTables } from './tables/support';
import type { PhoneTables } from './tables/phone';
import type { EventsTables } from './tables/events';
import type { SslTables } from './tables/ssl';
import type { RemoteAuditTables } from './tables/remotes';
import type { RemotePreviewsTable } from './tables/remote-previews';
import type { CloudServerTables } from './tables/cloud-servers';
import type { ServicesTables } from './tables/services';
import type { PromotionsTables } from './tables/promotions';
import type { HostingTables } from './tables/hosting';
import type { CardTables } from './tables/cards';
import type { StaffConsoleTables } from './tables/staff-console';
import type { StaffApprovalsTable } from './tables/staff-approvals';
import type { CompanyInfoTables } from './tables/company-info';
import type { ProgrammesTables } from './tables/programmes';
import type { SlaTables } from './tables/sla';
import type { EContractTables } from './tables/e-contracts';
import type { WheelRefundTakebacksTable } from './tables/wheel-takebacks';
import type { DomainFulfilmentState, FulfilmentTables } from './tables/fulfilment';
import type { JobRunTables } from './tables/job-runs';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;
/** Money: a bigint column of cents, read as a JS number by both drivers (connect.ts parseInt8). */
type Cents = number;

export interface UsersTable {
  id: string;
  email: string;
  username: string | null;
  /** Null for an account created by a third-party login. */
  password_hash: string | null;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  /** When the account's phone number was confirmed by an SMS code (null: not verified; cleared when it changes). */
  phone_verified_at: Generated<Date | null>;
  role: Role;
  locale_code: 'en' | 'km';
  email_verified: boolean;
  banned: boolean;
  created_at: Timestamp;
  password_changed_at: Timestamp | null;
  two_factor_enabled: Generated<boolean>;
  /** Base32 TOTP secret once two-factor is on; the pending one while it is being turned on. */
  two_factor_secret: string | null;
  two_factor_pending_secret: string | null;
  /** The last accepted TOTP time step: a code is never accepted twice. */
  two_factor_last_step: number | null;
  google_subject: string | null;
  referral_code: string | null;
  /** Where the newsletter goes, or null when not subscribed (issue 16 item 8). */
  newsletter_email: Generated<string | null>;
  /** A staff reset requires a new password before anything else. */
  must_change_password: Generated<boolean>;
  /** Automatic contract signing: when, where from the customer consented (null: off; migration 2026_12_11_0001). */
  auto_sign_accepted_at: Timestamp | null;
  auto_sign_ip: string | null;
  auto_sign_user_agent: string | null;
}

/** A signed-in browser: a short-lived access token and a rotating refresh token (only their SHA-256 stored). */
export interface SessionsTable {
  id: string;
  user_id: string;
  access_hash: string;
  access_expires_at: Timestamp;
  refresh_hash: string;
  /** The refresh token this one replaced: presenting it again means it was stolen, and ends the session. */
  previous_refresh_hash: string | null;
  refresh_expires_at: Timestamp;
  /** When the refresh token was last rotated (the previous one is honoured, not rotated, for a short grace). */
  refreshed_at: Timestamp | null;
  /** Password accepted, two-factor code still owed: the session is not usable yet. */
  two_factor_pending: Generated<boolean>;
  ip: string | null;
  user_agent: string | null;
  created_at: Generated<Date>;
  revoked_at: Timestamp | null;
  revoked_reason: string | null;
}

export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: Timestamp | null;
}

export type OneTimePurpose = 'reset_password' | 'verify_email' | 'two_factor_disable';

export interface OneTimeCodesTable {
  id: string;
  user_id: string;
  purpose: OneTimePurpose;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface EmailOutboxTable {
  id: string;
  to_address: string;
  template: string;
  locale: 'en' | 'km';
  subject: string;
  text_body: string;
  created_at: Generated<Date>;
  sent_at: Timestamp | null;
  attempts: Generated<number>;
  last_error: string | null;
}

export interface SessionLogsTable {
  id: string;
  user_id: string;
  ip: string | null;
  device: string;
  user_agent: string | null;
  created_at: Generated<Date>;
}

export interface OauthNoncesTable {
  nonce: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface LoginAttemptsTable {
  identifier: string;
  failures: number;
  blocked_until: Timestamp | null;
  updated_at: Timestamp;
}

export interface TldsTable {
  tld: string;
  kind: 'generic' | 'country';
  region: 'americas' | 'europe' | 'asia' | 'africa' | null;
  register_price: Cents;
  renew_price: Cents;
  transfer_price: Cents;
  tags: Json<string[]>;
  sort: number;
  /** The regular price a TLD on sale is sold below (GET /api/domains/discount); null = not discounted. */
  register_regular_price: ColumnType<Cents | null, Cents | null | undefined, Cents | null>;
  renew_regular_price: ColumnType<Cents | null, Cents | null | undefined, Cents | null>;
  transfer_regular_price: ColumnType<Cents | null, Cents | null | undefined, Cents | null>;
}

export interface ProductsTable {
  key: string;
  type: ProductType;
  category: ProductCategory;
  name: string;
  price: Cents;
  features: Json<string[]>;
  /** The features in Khmer (issue 15 item 9), in the same order. */
  features_km: ColumnType<string[], string | undefined, string>;
  best_seller: boolean;
  sort: number;
}

export interface OperatingSystemsTable {
  name: string;
  sort: number;
}

export interface PromotionsTable {
  id: string;
  code: string;
  title: string;
  title_km: string;
  description: string;
  description_km: string;
  discount_type: 'fixed' | 'percent';
  discount_value: Cents;
  starts_at: Timestamp;
  ends_at: Timestamp;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  title: string;
  body: string;
  read_at: Timestamp | null;
  created_at: Timestamp;
}

export interface CartsTable {
  id: string;
  user_id: string | null;
  guest_sid: string | null;
  updated_at: Timestamp;
  voucher_code: ColumnType<string | null, string | null | undefined, string | null>;
  voucher_notice: ColumnType<string | null, string | null | undefined, string | null>;
  payment_method: ColumnType<PaymentMethod | null, PaymentMethod | null | undefined, PaymentMethod | null>;
  /** The customer chose to pay part or all of the cart with promo credit (never with a voucher). */
  use_promo_credit: Generated<boolean>;
}

export interface CartItemsTable {
  key: string;
  /** Insertion order (bigserial, read as a number: connect.ts parseInt8). */
  seq: Generated<number>;
  cart_id: string;
  type: CartItemKind;
  category: string;
  dedupe_key: string | null;
  title: string;
  description: string;
  payload: Json<Record<string, unknown>>;
  period: number;
  period_unit: BillingUnit;
  unit_price: Cents;
  amount: Cents;
  created_at: Generated<Date>;
}

export interface RemotesTable {
  name: string;
  version: string;
  enabled: boolean;
  routes: Json<string[]>;
  disabled_mode: 'maintenance' | 'construction';
  updated_at: Timestamp;
}

/** A name a customer holds with us; its lifecycle is derived from the dates (domains/domain-lifecycle.ts). */
export interface DomainsTable {
  id: string;
  user_id: string;
  domain: string;
  tld: string;
  registered_at: Timestamp;
  expires_at: Timestamp;
  transfer_requested_at: Timestamp | null;
  /** A transfer in is pending until then. */
  transfer_completes_at: Timestamp | null;
  /** A paid action the fulfil-domain job has not finished (null once it has). */
  fulfilment: ColumnType<DomainFulfilmentState | null, DomainFulfilmentState | null | undefined, DomainFulfilmentState | null>;
  created_at: Generated<Date>;
  updated_at: Timestamp;
}

export interface SandboxRegistrant {
  name: string;
  email: string;
  phone: string | null;
  organization: string | null;
  country: string | null;
}

/** The sandbox registry's own records: the names registered or transferred in through it. */
export interface RegistrySandboxDomainsTable {
  domain: string;
  registrant: Json<SandboxRegistrant>;
  created_at: Timestamp;
  updated_at: Timestamp;
  expires_at: Timestamp;
  transfer_requested_at: Timestamp | null;
  transfer_completes_at: Timestamp | null;
}

/** A snapshot of a cart with its totals (cents); vat_rate in basis points (10 % = 1000). */
export interface OrdersTable {
  id: string;
  user_id: string;
  status: 'open' | 'processing' | 'paid' | 'cancelled';
  cart_id: string;
  cart_updated_at: Timestamp;
  subtotal: Cents;
  discount: Cents;
  vat_rate: number;
  vat: Cents;
  total: Cents;
  created_at: Timestamp;
  updated_at: Timestamp;
  paid_at: Timestamp | null;
  /** The chosen billing contact, snapshotted by POST /api/checkout/save-address (null until then). */
  billing_to: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  voucher_code: ColumnType<string | null, string | null | undefined, string | null>;
  payment_method: ColumnType<PaymentMethod | null, PaymentMethod | null | undefined, PaymentMethod | null>;
  /** The method its payment came by (the provider's), set when it is paid; null before. */
  paid_method: ColumnType<string | null, string | null | undefined, string | null>;
  /** Promo credit applied to the order (cents), already taken off total. */
  promo_credit: Generated<Cents>;
  /** The browser tab that holds the order's checkout, its state and when it last said so. */
  checkout_tab: ColumnType<string | null, string | null | undefined, string | null>;
  checkout_state: ColumnType<string | null, string | null | undefined, string | null>;
  checkout_state_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** A transfer began paying it and its items left the cart: paid by its own snapshot, not the cart's open order any more. */
  detached: Generated<boolean>;
}

export interface OrderItemsTable {
  id: string;
  order_id: string;
  seq: number;
  type: string;
  category: string;
  title: string;
  description: string;
  /** The cart item's payload as stored (a transfer's auth code included: never sent to the browser). */
  payload: Json<Record<string, unknown>>;
  period: number;
  period_unit: BillingUnit;
  unit_price: Cents;
  amount: Cents;
}

export interface InvoicesTable {
  id: string;
  number: string;
  /** Null for a manual invoice issued by staff. */
  order_id: string | null;
  kind: ColumnType<'order' | 'manual', 'order' | 'manual' | undefined, 'order' | 'manual'>;
  created_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** An AWS consulting invoice (a manual one): the AWS account contract it bills, and through it the account. */
  aws_contract_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Promo credit the order used: part of total, paid by promo credit (the rest is what the customer paid). */
  promo_credit: Generated<Cents>;
  user_id: string;
  billing_to: Json<Record<string, unknown> | null> | null;
  subtotal: Cents;
  discount: Cents;
  vat_name: string;
  vat_rate: number;
  vat: Cents;
  total: Cents;
  status: 'paid' | 'unpaid';
  issued_at: Timestamp;
  paid_at: Timestamp | null;
}

export interface InvoiceLinesTable {
  id: string;
  invoice_id: string;
  seq: number;
  description: string;
  qty: number;
  unit_price: Cents;
  amount: Cents;
}

/** A saved billing contact (spec §3): at most 3 per user, one default. */
export interface ContactsTable {
  id: string;
  user_id: string;
  first_name: string;
  last_name: string;
  organization: string | null;
  identity_number: string | null;
  phone_number: string;
  email: string;
  address1: string;
  address2: string | null;
  state_province: string | null;
  postal_code: string;
  city: string;
  country: string;
  is_default: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface VouchersTable {
  code: string;
  discount_type: 'fixed' | 'percent';
  /** Cents for fixed, percent (1–100) for percent. */
  value: Cents;
  valid_until: Timestamp | null;
  min_subtotal: Cents;
  /** Item categories the voucher applies to; null = every item. */
  categories: Json<string[] | null> | null;
  max_uses: number | null;
  per_user_once: boolean;
  active: boolean;
  description: string;
  /** What the discount applies to (migration 2026_12_06_0001_hosting): the items, one month of `packages`, or the domain bought with a plan. */
  scope: ColumnType<'items' | 'first-month' | 'bundled-domain', 'items' | 'first-month' | 'bundled-domain' | undefined, 'items' | 'first-month' | 'bundled-domain'>;
  packages: ColumnType<string[] | null, string | null | undefined, string | null>;
  min_months: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface VoucherRedemptionsTable {
  id: string;
  voucher_code: string;
  user_id: string;
  order_id: string;
  discount: Cents;
  created_at: Timestamp;
}

/** The grantee may select the owner's contacts (read-only). */
export interface ContactSharesTable {
  owner_id: string;
  grantee_id: string;
  created_at: Timestamp;
}

/**
 * A money ledger (the balance, promo credit): a per-user total in cents, never below zero, and add-only rows
 * (credits positive, debits negative) that always sum to it. Both ledgers have this one shape (ledger/ledger.repository.ts).
 */
export interface LedgerTotalsTable {
  user_id: string;
  amount: Cents;
  updated_at: Timestamp;
}

export interface LedgerEntriesTable<Kind extends string> {
  id: string;
  user_id: string;
  amount: Cents;
  kind: Kind;
  reference: string | null;
  reason: string | null;
  created_by: string | null;
  created_at: Timestamp;
  /** bigserial, read as a number (connect.ts parseInt8). */
  seq: Generated<number>;
}

export type PromoCreditLedgerKind = 'grant' | 'payment' | 'adjustment' | 'refund';

export interface PaymentsTable {
  id: string;
  provider: string;
  transaction_id: string;
  /** Set when the payment paid an order; kind and reference_id say what was paid in every case. */
  order_id: string | null;
  kind: ColumnType<'order' | 'topUp' | 'bulk', 'order' | 'topUp' | 'bulk' | undefined, 'order' | 'topUp' | 'bulk'>;
  reference_id: ColumnType<string | null, string | null | undefined, string | null>;
  session_id: ColumnType<string | null, string | null | undefined, string | null>;
  amount: Cents;
  status: string;
  created_at: Timestamp;
}

export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  request_hash: string;
  /** Null while the first request with the key runs. */
  status_code: number | null;
  response: Json<unknown> | null;
  created_at: Timestamp;
}

export interface PaymentLocksTable {
  user_id: string;
  order_id: string | null;
  token: string | null;
  lease_until: Timestamp | null;
}

export interface TopUpsTable {
  id: string;
  user_id: string;
  /** Credited to the balance when paid (cents); the fee is charged on top. */
  total: Cents;
  fee: Cents;
  method: string;
  status: 'open' | 'processing' | 'paid' | 'failed';
  created_at: Timestamp;
  paid_at: Timestamp | null;
}

export interface BulkPaymentsTable {
  id: string;
  user_id: string;
  total: Cents;
  status: 'open' | 'processing' | 'paid' | 'cancelled';
  created_at: Timestamp;
  paid_at: Timestamp | null;
}

export interface BulkPaymentInvoicesTable {
  bulk_payment_id: string;
  invoice_id: string;
  amount: Cents;
}

export type PaymentSessionKind = 'order' | 'topUp' | 'bulk';
export type PaymentSessionStatus = 'requiresAction' | 'pending' | 'succeeded' | 'failed' | 'expired' | 'cancelled';

/** One attempt to pay through a provider; provider_state holds what the provider's sandbox needs (approved, 3-D Secure done…). */
export interface PaymentSessionsTable {
  id: string;
  user_id: string;
  kind: PaymentSessionKind;
  reference_id: string;
  method: string;
  payment_option: string | null;
  status: PaymentSessionStatus;
  amount: Cents;
  fee: Cents;
  charge: Cents;
  continue_path: string;
  cancel_path: string;
  provider_state: ColumnType<Record<string, unknown>, string | undefined, string>;
  failure_code: string | null;
  failure_message: string | null;
  decline_code: string | null;
  expires_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A provider outcome refused (amount or currency other than the session's charge, an invalid signed body): for staff. */
export interface PaymentAnomaliesTable {
  id: string;
  session_id: string | null;
  reported_session_id: string | null;
  provider: string;
  transaction_id: string | null;
  reported_status: string | null;
  reported_amount: Cents | null;
  reported_currency: string | null;
  expected_amount: Cents | null;
  expected_currency: string | null;
  reason: string;
  created_at: Timestamp;
}

export interface Database extends PhoneTables, CompanyInfoTables, SupportTables, BlogTables, EventsTables, SslTables, RemoteAuditTables, ServicesTables, CloudServerTables, StaffConsoleTables, HostingTables, PromotionsTables, CardTables, EContractTables, SlaTables, ProgrammesTables, FulfilmentTables, JobRunTables {
  users: UsersTable;
  staff_approvals: StaffApprovalsTable;
  sessions: SessionsTable;
  recovery_codes: RecoveryCodesTable;
  one_time_codes: OneTimeCodesTable;
  email_outbox: EmailOutboxTable;
  session_logs: SessionLogsTable;
  oauth_nonces: OauthNoncesTable;
  login_attempts: LoginAttemptsTable;
  tlds: TldsTable;
  products: ProductsTable;
  operating_systems: OperatingSystemsTable;
  promotions: PromotionsTable;
  notifications: NotificationsTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  remotes: RemotesTable;
  wheel_refund_takebacks: WheelRefundTakebacksTable;
  remote_previews: RemotePreviewsTable;
  domains: DomainsTable;
  registry_sandbox_domains: RegistrySandboxDomainsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  balances: LedgerTotalsTable;
  balance_ledger: LedgerEntriesTable<LedgerKind>;
  payments: PaymentsTable;
  top_ups: TopUpsTable;
  bulk_payments: BulkPaymentsTable;
  bulk_payment_invoices: BulkPaymentInvoicesTable;
  payment_sessions: PaymentSessionsTable;
  payment_anomalies: PaymentAnomaliesTable;
  promo_credits: LedgerTotalsTable;
  promo_credit_ledger: LedgerEntriesTable<PromoCreditLedgerKind>;
  idempotency_keys: IdempotencyKeysTable;
  payment_locks: PaymentLocksTable;
  contacts: ContactsTable;
  contact_shares: ContactSharesTable;
  vouchers: VouchersTable;
  voucher_redemptions: VoucherRedemptionsTable;
}

export type UserRow = Selectable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type NewUser = Insertable<UsersTable>;
export type CartItemRow = Selectable<CartItemsTable>;
export type ProductRow = Selectable<ProductsTable>;
export type TldRow = Selectable<TldsTable>;
export type DomainRow = Selectable<DomainsTable>;
export type SandboxDomainRow = Selectable<RegistrySandboxDomainsTable>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
export type InvoiceRow = Selectable<InvoicesTable>;
export type ContactRow = Selectable<ContactsTable>;
export type VoucherRow = Selectable<VouchersTable>;

/** The database or a transaction on it: what a repository function takes, so it runs inside its caller's transaction when there is one. */
export type Db = Kysely<Database> | Transaction<Database>;
