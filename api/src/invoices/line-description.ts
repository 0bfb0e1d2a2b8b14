import type { Locale } from '@storefront/contracts';

/** What an invoice line is made from: an order item (its title, the cart's description, its term and kind). */
export interface InvoiceLineItem {
  type: string;
  title: string;
  description: string;
  period: number;
  periodUnit: string;
  payload?: unknown;
}

const TERM: Record<Locale, Record<'year' | 'month', (count: number) => string>> = {
  en: { year: (n) => `${n} ${n === 1 ? 'year' : 'years'}`, month: (n) => `${n} ${n === 1 ? 'month' : 'months'}` },
  km: { year: (n) => `${n} ឆ្នាំ`, month: (n) => `${n} ខែ` },
};

/** A domain item's action in Khmer; in English the cart's own words ("Domain registration") are kept. */
const DOMAIN_ACTION_KM: Record<string, string> = {
  register: 'ការចុះ⁠ឈ្មោះដែន',
  renew: 'ការបន្តដែន',
  reactivate: 'ការធ្វើឱ្យដែនសកម្មឡើងវិញ',
  transfer: 'ការផ្ទេរដែន',
};

function detailOf(item: InvoiceLineItem, locale: Locale): string {
  if (locale === 'km' && item.type === 'domain') {
    const action = (item.payload as { action?: unknown } | null | undefined)?.action;
    if (typeof action === 'string' && DOMAIN_ACTION_KM[action]) return DOMAIN_ACTION_KM[action];
  }
  return item.description;
}

/**
 * The one wording of an invoice line (issue 28 item 14): the item's title, what it is, and its term, in the
 * reader's language: "example.com — Domain registration (2 years)", "example.com — ការចុះ⁠ឈ្មោះដែន (2 ឆ្នាំ)".
 */
export function invoiceLineDescription(item: InvoiceLineItem, locale: Locale): string {
  const unit = item.periodUnit === 'year' ? 'year' : 'month';
  const detail = detailOf(item, locale);
  return `${item.title}${detail ? ` — ${detail}` : ''} (${TERM[locale][unit](item.period)})`;
}
