import type { ColumnType, Selectable } from 'kysely';
import type { ContractKind, ContractSignMethod } from '@storefront/contracts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** An electronic contract and, once signed, its signature (migration 2026_12_11_0001_e_contracts). */
export interface EContractsTable {
  id: string;
  user_id: string;
  kind: ContractKind;
  /** CT-2026-000012: the reference the customer sees. */
  number: string;
  /** What it is about: the service, the order (summary), the invoice (manual invoice), the order item (AWS account). */
  source_id: string;
  order_id: string | null;
  title: string;
  /** The exact text, in the customer's language at creation. */
  body: string;
  body_sha256: string;
  created_at: Timestamp;
  signed_at: Timestamp | null;
  signed_by_user_id: string | null;
  signed_by_name: string | null;
  signed_ip: string | null;
  signed_user_agent: string | null;
  signed_sha256: string | null;
  sign_method: ContractSignMethod | null;
  /** An AWS account contract's AWS account (12 digits), once the provider opened it (migration 2026_12_22_0001_aws_consulting). */
  aws_account_id: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface EContractTables {
  e_contracts: EContractsTable;
}

export type EContractRow = Selectable<EContractsTable>;
