import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

export interface UsersTable {
  id: string;
  email: string;
  username: string | null;
  password_hash: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  role: 'customer' | 'staff';
  locale_code: 'en' | 'km';
  email_verified: boolean;
  banned: boolean;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
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
  register_price: number;
  renew_price: number;
  transfer_price: number;
  tags: Json<string[]>;
  sort: number;
}

export interface ProductsTable {
  key: string;
  type: 'shared-hosting' | 'cloud-hosting' | 'wordpress-hosting' | 'cloud-server' | 'ssl';
  category: string;
  name: string;
  price: number;
  features: Json<string[]>;
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
  discount_value: number;
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
}

export interface CartItemsTable {
  key: string;
  /** Insertion order. */
  seq: Generated<string>;
  cart_id: string;
  type: string;
  category: string;
  dedupe_key: string | null;
  title: string;
  description: string;
  payload: Json<Record<string, unknown>>;
  period: number;
  period_unit: 'year' | 'month';
  unit_price: number;
  amount: number;
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

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  tlds: TldsTable;
  products: ProductsTable;
  operating_systems: OperatingSystemsTable;
  promotions: PromotionsTable;
  notifications: NotificationsTable;
  carts: CartsTable;
  cart_items: CartItemsTable;
  remotes: RemotesTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type CartItemRow = Selectable<CartItemsTable>;
export type ProductRow = Selectable<ProductsTable>;
export type TldRow = Selectable<TldsTable>;
