import type { Selectable } from 'kysely';
import type { CompanyInfoAnswer, CompanyInfoValues, InvoiceCompany, Locale } from '@storefront/contracts';
import type { Db } from '../db/database';
import type { CompanyInfoTable } from '../db/tables/company-info';

const toValues = (row: Selectable<CompanyInfoTable>): CompanyInfoValues => ({
  nameEn: row.name_en,
  nameKm: row.name_km,
  addressEn: row.address_en,
  addressKm: row.address_km,
  phoneNumber: row.phone_number,
  vatTin: row.vat_tin,
});

/** The customer's company invoice details, or null before they filled the form. */
export async function readCompanyInfo(db: Db, userId: string): Promise<CompanyInfoAnswer> {
  const row = await db.selectFrom('company_info').selectAll().where('user_id', '=', userId).executeTakeFirst();
  return { companyInfo: row ? toValues(row) : null };
}

/** PUT /api/users/company-info: one row per customer, written whole (the body is validated by companyInfoSchema). */
export async function saveCompanyInfo(db: Db, userId: string, values: CompanyInfoValues, now: Date): Promise<CompanyInfoAnswer> {
  const row = {
    name_en: values.nameEn,
    name_km: values.nameKm,
    address_en: values.addressEn,
    address_km: values.addressKm,
    phone_number: values.phoneNumber,
    vat_tin: values.vatTin,
    updated_at: now,
  };
  await db
    .insertInto('company_info')
    .values({ user_id: userId, ...row })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(row))
    .execute();
  return readCompanyInfo(db, userId);
}

/** The company as an invoice prints it, in the customer's language (Khmer name and address for km). */
export function invoiceCompanyOf(info: CompanyInfoValues | null, locale: Locale): InvoiceCompany | null {
  if (!info) return null;
  return {
    name: locale === 'km' ? info.nameKm : info.nameEn,
    address: locale === 'km' ? info.addressKm : info.addressEn,
    phoneNumber: info.phoneNumber,
    vatTin: info.vatTin,
  };
}
