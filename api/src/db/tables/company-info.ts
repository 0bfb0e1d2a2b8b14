import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** The customer's company invoice details (migration 2026_12_12_0001_company_info). */
export interface CompanyInfoTable {
  user_id: string;
  name_en: string;
  name_km: string;
  address_en: string;
  address_km: string;
  phone_number: string;
  vat_tin: string;
  updated_at: Timestamp;
}

export interface CompanyInfoTables {
  company_info: CompanyInfoTable;
}
