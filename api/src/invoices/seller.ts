import type { InvoiceSeller, Locale } from '@storefront/contracts';

/** The seller as configured (SELLER_LEGAL_NAME, SELLER_ADDRESS, SELLER_ADDRESS_KM, SELLER_VAT_TIN). */
export interface SellerConfig {
  legalName: string;
  address: string;
  /** The address in Khmer, printed on a Khmer invoice. */
  addressKm: string;
  vatTin: string;
}

/** The seller as an invoice in `locale` names it: the address in the reader's language (the legal name and TIN as registered). */
export function invoiceSellerOf(seller: SellerConfig, locale: Locale): InvoiceSeller {
  return { legalName: seller.legalName, address: locale === 'km' ? seller.addressKm : seller.address, vatTin: seller.vatTin };
}
