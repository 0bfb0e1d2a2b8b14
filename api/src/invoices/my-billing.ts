import type { CompanyInfoValues, Locale } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import { listPaymentTransactions } from '../payments/payment-transactions.repository';
import { promoCreditServices } from '../promo-credit/promo-credit-services';
import { readCompanyInfo, saveCompanyInfo } from './company-info.repository';
import { renderInvoicePdf } from './invoice-pdf';
import { listInvoices, readBusinessInvoice } from './invoices.repository';

/** The signed-in customer's billing (spec §7 "Billing"): invoices, the company invoice details, payments, promo credit. */

export async function listMyInvoices(deps: Pick<AreaDeps, 'db'>, userId: string) {
  return { items: await listInvoices(deps.db, userId) };
}

/** One of my invoices with the configured seller, in this language (NOT_FOUND for any other). */
export async function readMyInvoice(deps: Pick<AreaDeps, 'db' | 'config'>, userId: string, invoiceId: string, locale: Locale) {
  return readBusinessInvoice(deps.db, userId, invoiceId, deps.config.seller, locale);
}

/** One of my invoices as a PDF in this language, with its number (the file's name). */
export async function myInvoicePdf(deps: Pick<AreaDeps, 'db' | 'config'>, userId: string, invoiceId: string, locale: Locale): Promise<{ number: string; pdf: Buffer }> {
  const invoice = await readMyInvoice(deps, userId, invoiceId, locale);
  return { number: invoice.number, pdf: await renderInvoicePdf(invoice, locale) };
}

export async function readMyCompanyInfo(deps: Pick<AreaDeps, 'db'>, userId: string) {
  return readCompanyInfo(deps.db, userId);
}

export async function saveMyCompanyInfo(deps: Pick<AreaDeps, 'db' | 'clock'>, userId: string, values: CompanyInfoValues) {
  return saveCompanyInfo(deps.db, userId, values, deps.clock.now());
}

export async function listMyPaymentTransactions(deps: Pick<AreaDeps, 'db'>, userId: string, page: number, perPage: number) {
  return listPaymentTransactions(deps.db, userId, page, perPage);
}

export async function myPromoCreditServices(deps: Pick<AreaDeps, 'db'>, userId: string) {
  return promoCreditServices(deps.db, userId);
}
