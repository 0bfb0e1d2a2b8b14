import { AWS_REGIONS, cartItemDetails, isHostingConfigType, type CartItemDetail, type CloudServerResources, type Locale } from '@storefront/contracts';
import { LINE_WORDS, type LineWords } from './line-words';

/** What an invoice line is made from: an order item (its title, the cart's description, its term, kind and data). */
export interface InvoiceLineItem {
  type: string;
  title: string;
  description: string;
  period: number;
  periodUnit: string;
  /** The item's data as the cart priced it (order_items.payload): what the line's details are read from. */
  payload?: unknown;
}

const recordOf = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const countOf = (value: unknown): number => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0);
const present = (parts: (string | null)[]): string[] => parts.filter((part): part is string => part !== null);

/** A configured item's details (the basket's cartItemDetails) in the reader's words. */
function detailText(detail: CartItemDetail, words: LineWords): string {
  switch (detail.kind) {
    case 'name':
    case 'os':
      return detail.value;
    case 'region':
      return words.region[detail.value];
    case 'storageType':
      return words.storageType[detail.value];
    case 'addon':
      return words.addon[detail.key](detail.quantity, detail.unit);
    case 'names':
      return detail.value.join(', ');
  }
}

const UPGRADE_TITLE = / (upgrade|downgrade)$/;
const resourcesText = (value: unknown): string | null => {
  const r = recordOf(value) as Partial<CloudServerResources>;
  return typeof r.vcpu === 'number' && typeof r.ramGb === 'number' && typeof r.storageGb === 'number' && typeof r.storageType === 'string'
    ? `${r.vcpu} vCPU, ${r.ramGb} GB RAM, ${r.storageGb} GB ${r.storageType.toUpperCase()}`
    : null;
};

/** The item's title and what it is (its kind or action, then its details), in the reader's words. */
function wordingOf(item: InvoiceLineItem, words: LineWords): { title: string; parts: string[] } {
  const data = recordOf(item.payload);
  const details = cartItemDetails({ type: item.type, data }).map((detail) => detailText(detail, words));
  const { title } = item;
  if (item.type === 'domain') {
    const action = data.action;
    const word = typeof action === 'string' && action in words.domainAction ? words.domainAction[action as keyof LineWords['domainAction']] : null;
    return { title, parts: word ? [word] : present([textOf(item.description)]) };
  }
  if (isHostingConfigType(item.type)) {
    const domain = textOf(data.domain);
    const bonus = countOf(data.bonusMonths);
    const free = recordOf(data.domainConnection).free === true;
    return { title, parts: present([words.kind[item.type], ...details, domain ? words.planDomain(domain, free) : null, bonus ? words.bonusMonths(bonus) : null]) };
  }
  if (item.type === 'cloud-server' || item.type === 'ssl') return { title, parts: [words.kind[item.type], ...details] };
  if (item.type === 'aws') {
    const region = (AWS_REGIONS as readonly unknown[]).includes(data.region) ? words.awsRegion[data.region as (typeof AWS_REGIONS)[number]] : null;
    return { title, parts: present([words.kind.aws, textOf(data.company), region]) };
  }
  if (item.type === 'sms-brand-name') {
    const operators = Array.isArray(data.operators) ? data.operators.filter((o): o is string => typeof o === 'string').map((o) => o.charAt(0).toUpperCase() + o.slice(1)) : [];
    return { title, parts: present([words.kind['sms-brand-name'], textOf(data.brandName), operators.length ? operators.join(', ') : null]) };
  }
  if (item.type === 'sms-service') {
    const quantity = countOf(data.quantity);
    return { title, parts: present([words.kind['sms-service'], quantity ? words.quantity(quantity) : null, textOf(data.brandName)]) };
  }
  if (item.type === 'upgrade') {
    // The cart titles an upgrade "{service's plan} upgrade": the plan is a name, the change is worded here.
    const change = UPGRADE_TITLE.exec(title)?.[1] === 'downgrade' ? 'downgrade' : 'upgrade';
    // A server's resources, or a hosting account's plans (hosting/plan-change.ts, payload.kind 'plan').
    const from = data.kind === 'plan' ? textOf(data.fromPlan) : resourcesText(data.current);
    const to = data.kind === 'plan' ? textOf(data.toPlan) : resourcesText(data.resources);
    const days = countOf(data.remainingDays) && countOf(data.termDays) ? words.daysOfTerm(countOf(data.remainingDays), countOf(data.termDays)) : null;
    const kind = data.kind === 'plan' ? (change === 'downgrade' ? 'planDowngrade' : 'planUpgrade') : change;
    return { title: title.replace(UPGRADE_TITLE, ''), parts: present([words.kind[kind], textOf(data.serverName), from && to ? `${from} → ${to}` : null, days]) };
  }
  return { title, parts: present([textOf(item.description)]) };
}

/**
 * The one wording of an invoice line (issue 28 item 14), in the reader's language: the item's title, what it is
 * and its details as the basket shows them (cartItemDetails), and its term: "example.com — Domain registration
 * (2 years)", "Baby Cloud 1 — ម៉ាស៊ីនមេ Cloud · web-1 · កម្ពុជា · Ubuntu 22.04 · ទំហំផ្ទុក SSD · RAM បន្ថែម 2 GB (12 ខែ)".
 */
export function invoiceLineDescription(item: InvoiceLineItem, locale: Locale): string {
  const words = LINE_WORDS[locale];
  const unit = item.periodUnit === 'year' ? 'year' : 'month';
  const { title, parts } = wordingOf(item, words);
  return `${title}${parts.length ? ` — ${parts.join(' · ')}` : ''} (${words.term[unit](item.period)})`;
}

/** A renewal invoice's line as stored (English: staff and exports read it); `subject` is what it renews. */
export const renewalLineDescription = (subject: string): string => LINE_WORDS.en.renewal(subject);

const RENEWAL_PREFIX = LINE_WORDS.en.renewal('');
/** The subject of a domain's renewal as the renewal run names it: "Domain example.com — 1 year". */
const DOMAIN_RENEWAL = /^Domain (\S+) — (\d+) (year|month)s?$/;

/**
 * A stored renewal line in the reader's language: "Renewal: Baby Cloud 1 — web-1" reads "ការបន្ត៖ Baby Cloud 1 —
 * web-1" (a plan's and a server's names are names), "Renewal: Domain example.com — 1 year" reads "ការបន្ត៖ ដែន
 * example.com — 1 ឆ្នាំ". Any other line stays as written.
 */
export function localisedRenewalLine(stored: string, locale: Locale): string {
  if (!stored.startsWith(RENEWAL_PREFIX)) return stored;
  const words = LINE_WORDS[locale];
  const subject = stored.slice(RENEWAL_PREFIX.length);
  const domain = DOMAIN_RENEWAL.exec(subject);
  return words.renewal(domain ? words.domainRenewal(domain[1]!, words.term[domain[3] as 'year' | 'month'](Number(domain[2]))) : subject);
}
