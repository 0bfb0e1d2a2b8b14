import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { formatDate, formatUsd, type BusinessInvoice, type Locale, type PaymentMethod } from '@storefront/contracts';
import { COUNTRY_BY_CODE } from '../geo/countries';

/**
 * The invoice as a PDF (issue 16 item 9), made with pdfkit. Text is set in Noto Sans Khmer (SIL Open Font
 * License 1.1, which allows embedding; the @fontsource package's Latin and Khmer subsets): each run of Khmer
 * script in its Khmer face, the rest in its Latin one, so a Khmer company name or a Khmer page prints as it reads.
 */
const FONT_DIR = path.join(path.dirname(require.resolve('@fontsource/noto-sans-khmer/package.json')), 'files');
const FONTS = {
  latin: 'noto-sans-khmer-latin-400-normal.woff',
  latinBold: 'noto-sans-khmer-latin-700-normal.woff',
  khmer: 'noto-sans-khmer-khmer-400-normal.woff',
  khmerBold: 'noto-sans-khmer-khmer-700-normal.woff',
} as const;
let fontData: Record<keyof typeof FONTS, Buffer> | null = null;
const fonts = () => (fontData ??= Object.fromEntries(Object.entries(FONTS).map(([name, file]) => [name, readFileSync(path.join(FONT_DIR, file))])) as Record<keyof typeof FONTS, Buffer>);

const LABELS = {
  en: {
    invoice: 'Invoice',
    seller: 'Seller',
    billedTo: 'Billed to',
    company: 'Company',
    vatTin: 'VAT TIN',
    phone: 'Phone',
    number: 'Invoice number',
    issued: 'Issued',
    paidOn: 'Paid on',
    status: 'Status',
    paid: 'Paid',
    unpaid: 'Unpaid',
    due: 'Due upon receipt',
    paymentMethod: 'Payment method',
    reference: 'Reference',
    description: 'Description',
    qty: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    subtotal: 'Subtotal',
    discount: 'Discount',
    promoCredit: 'Paid with promo credit',
    total: 'Total',
    /** The tax's name as configured (VAT_NAME) in English. */
    vat: (name: string, percent: string) => `${name} (${percent}%)`,
    methods: { balance: 'Account balance', promoCredit: 'Promo credit', card: 'Card', wallet: 'Wallet', bankCard: 'Bank card / QR', bankTransfer: 'Bank transfer', wireTransfer: 'Wire transfer' },
  },
  km: {
    invoice: 'វិក្កយបត្រ',
    seller: 'អ្នកលក់',
    billedTo: 'ចេញវិក្កយបត្រជូន',
    company: 'ក្រុម⁠ហ៊ុន',
    vatTin: 'លេខអត្តសញ្ញាណកម្ម អតប',
    phone: 'ទូរស័ព្ទ',
    number: 'លេខវិក្កយបត្រ',
    issued: 'កាល⁠បរិច្ឆេទចេញ',
    paidOn: 'បានបង់នៅ',
    status: 'ស្ថានភាព',
    paid: 'បានបង់',
    unpaid: 'មិនទាន់បង់',
    due: 'ត្រូវបង់ពេលទទួលបាន',
    paymentMethod: 'វិធីបង់⁠ប្រាក់',
    reference: 'លេខយោង',
    description: 'ការពិពណ៌នា',
    qty: 'ចំនួន',
    unitPrice: 'តម្លៃឯកតា',
    amount: 'ទឹក⁠ប្រាក់',
    subtotal: 'សរុបរង',
    discount: 'បញ្ចុះ⁠តម្លៃ',
    promoCredit: 'បានបង់ដោយឥណទានប្រូម៉ូសិន',
    total: 'សរុប',
    /** Value added tax in Khmer (the checkout's word), whatever its English name. */
    vat: (_name: string, percent: string) => `អាករលើតម្លៃបន្ថែម (${percent}%)`,
    methods: { balance: 'សម⁠តុល្យគណនី', promoCredit: 'ឥណទានប្រូម៉ូសិន', card: 'កាត', wallet: 'កាបូបអេឡិចត្រូនិក', bankCard: 'កាតធនាគារ / QR', bankTransfer: 'ផ្ទេរប្រាក់តាមធនាគារ', wireTransfer: 'ផ្ទេរប្រាក់អន្តរជាតិ' },
  },
} as const satisfies Record<Locale, { methods: Record<PaymentMethod, string> } & Record<string, unknown>>;

const KHMER = /([\u1780-\u17FF\u19E0-\u19FF]+(?:[\s\u200B]+[\u1780-\u17FF\u19E0-\u19FF]+)*)/;

/** A string cut into runs of Khmer script and the rest, each with its face. */
export function scriptRuns(text: string): { text: string; khmer: boolean }[] {
  return text
    .split(KHMER)
    .filter((part) => part.length > 0)
    .map((part) => ({ text: part, khmer: KHMER.test(part) && /^[\u1780-\u17FF\u19E0-\u19FF]/.test(part) }));
}

type Doc = InstanceType<typeof PDFDocument>;

interface Shaper {
  layout(text: string, features?: Record<string, boolean>): unknown;
}
let khmerShapers: Shaper[] | null = null;
/**
 * Whether fontkit positions this Khmer run's above-base marks: its GPOS 'abvm' lookup meets a null anchor for a
 * few pairs in the subset font (e.g. NIKAHIT over some bases) and throws; such a run is set without that
 * positioning (the marks keep the font's default placement) rather than failing the whole invoice.
 */
function abovePositioningWorks(text: string): boolean {
  khmerShapers ??= [fonts().khmer, fonts().khmerBold].map((data) => fontkit.create(data));
  try {
    for (const shaper of khmerShapers) shaper.layout(text);
    return true;
  } catch {
    return false;
  }
}

function write(doc: Doc, text: string, options: { bold?: boolean; size?: number; x?: number; y?: number; width?: number; align?: 'left' | 'right' } = {}) {
  // The word joiners that keep a browser from breaking a Khmer compound (tooling/khmer) mean nothing to pdfkit's
  // own line breaking, and the fonts have no glyph for them.
  const runs = scriptRuns(text.replace(/\u2060/g, '') || ' ');
  doc.fontSize(options.size ?? 10);
  // pdfkit measures every run of a continued text with the features its first run was given (its line wrapper
  // keeps them), so a Khmer run that needs its above-base positioning off after a Latin run (an invoice line
  // "Basic Cloud 1 — ម៉ាស៊ីនមេ Cloud …") is turned off from the text's first run on; Latin runs have no such lookup.
  const aboveOff = runs.some((run) => run.khmer && !run.text.split(/\s+/).concat(run.text).every((part) => !part || abovePositioningWorks(part)));
  runs.forEach((run, index) => {
    doc.font(run.khmer ? (options.bold ? 'khmerBold' : 'khmer') : options.bold ? 'latinBold' : 'latin');
    const more = index < runs.length - 1;
    const features = aboveOff ? ({ abvm: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[]) : undefined;
    const layout = { width: options.width, align: options.align, continued: more, lineBreak: true, ...(features ? { features } : {}) };
    if (index === 0 && options.x !== undefined) doc.text(run.text, options.x, options.y, layout);
    else doc.text(run.text, layout);
  });
}

/** A country's name in the reader's language (the contact stores its ISO code); an unknown code as it is. */
function countryOf(code: string | null, locale: Locale): string | null {
  if (!code) return null;
  const country = COUNTRY_BY_CODE.get(code.toUpperCase());
  return country ? (locale === 'km' ? country.nameKm : country.name) : code;
}

function billingLines(billingTo: Record<string, unknown> | null, locale: Locale): string[] {
  if (!billingTo) return [];
  const field = (key: string) => (typeof billingTo[key] === 'string' && billingTo[key] ? (billingTo[key] as string) : null);
  return [
    [field('firstName'), field('lastName')].filter(Boolean).join(' '),
    field('organization'),
    [field('address1'), field('address2')].filter(Boolean).join(', '),
    [field('city'), field('stateProvince'), field('postalCode'), countryOf(field('country'), locale)].filter(Boolean).join(', '),
    field('email'),
    field('phoneNumber'),
  ].filter((line): line is string => Boolean(line));
}

/** The invoice's PDF in the customer's language: seller, buyer's company and billing contact, lines, totals, payment. */
export function renderInvoicePdf(invoice: BusinessInvoice, locale: Locale): Promise<Buffer> {
  const t = LABELS[locale];
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `${t.invoice} ${invoice.number}`, Author: invoice.seller.legalName } });
  for (const [name, data] of Object.entries(fonts())) doc.registerFont(name, data);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 48;
  const width = doc.page.width - 96;
  const half = width / 2 - 12;

  write(doc, `${t.invoice} ${invoice.number}`, { bold: true, size: 20, x: left, y: 48 });
  doc.moveDown(0.6);

  const top = doc.y;
  write(doc, t.seller, { bold: true, size: 11, x: left, y: top, width: half });
  write(doc, invoice.seller.legalName, { width: half });
  write(doc, invoice.seller.address, { width: half });
  write(doc, `${t.vatTin}: ${invoice.seller.vatTin}`, { width: half });
  const sellerEnd = doc.y;

  write(doc, t.billedTo, { bold: true, size: 11, x: left + half + 24, y: top, width: half });
  if (invoice.company) {
    write(doc, invoice.company.name, { width: half });
    write(doc, invoice.company.address, { width: half });
    write(doc, `${t.phone}: ${invoice.company.phoneNumber}`, { width: half });
    write(doc, `${t.vatTin}: ${invoice.company.vatTin}`, { width: half });
  }
  for (const line of billingLines(invoice.billingTo, locale)) write(doc, line, { width: half });
  doc.y = Math.max(doc.y, sellerEnd) + 16;

  const facts: [string, string][] = [
    [t.number, invoice.number],
    [t.issued, formatDate(invoice.issuedAt, locale)],
    [t.status, invoice.status === 'paid' ? t.paid : t.unpaid],
    invoice.paidAt ? [t.paidOn, formatDate(invoice.paidAt, locale)] : [t.due, ''],
  ];
  if (invoice.payment) {
    if (invoice.payment.method) facts.push([t.paymentMethod, t.methods[invoice.payment.method]]);
    facts.push([t.reference, invoice.payment.reference]);
  }
  for (const [label, value] of facts) write(doc, value ? `${label}: ${value}` : label, { x: left, y: doc.y, width });
  doc.moveDown(1);

  const columns = { description: left, qty: left + width * 0.55, unit: left + width * 0.65, amount: left + width * 0.82 };
  const header = doc.y;
  write(doc, t.description, { bold: true, x: columns.description, y: header, width: width * 0.53 });
  write(doc, t.qty, { bold: true, x: columns.qty, y: header, width: width * 0.1 });
  write(doc, t.unitPrice, { bold: true, x: columns.unit, y: header, width: width * 0.16, align: 'right' });
  write(doc, t.amount, { bold: true, x: columns.amount, y: header, width: width * 0.18, align: 'right' });
  doc.moveTo(left, doc.y + 2).lineTo(left + width, doc.y + 2).stroke('#999999');
  doc.moveDown(0.4);
  for (const line of invoice.lines) {
    const row = doc.y;
    write(doc, line.description, { x: columns.description, y: row, width: width * 0.53 });
    const rowEnd = doc.y;
    write(doc, String(line.qty), { x: columns.qty, y: row, width: width * 0.1 });
    write(doc, formatUsd(line.unitPrice, locale), { x: columns.unit, y: row, width: width * 0.16, align: 'right' });
    write(doc, formatUsd(line.amount, locale), { x: columns.amount, y: row, width: width * 0.18, align: 'right' });
    doc.y = Math.max(doc.y, rowEnd) + 4;
  }
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).stroke('#999999');
  doc.moveDown(0.6);

  const totals: [string, string, boolean][] = [[t.subtotal, formatUsd(invoice.subtotal, locale), false]];
  if (invoice.discount) totals.push([t.discount, `-${formatUsd(invoice.discount, locale)}`, false]);
  totals.push([t.vat(invoice.vatName, String(invoice.vatPercent)), formatUsd(invoice.vat, locale), false]);
  if (invoice.promoCredit) totals.push([t.promoCredit, formatUsd(invoice.promoCredit, locale), false]);
  totals.push([t.total, formatUsd(invoice.total, locale), true]);
  for (const [label, value, bold] of totals) {
    const row = doc.y;
    write(doc, label, { bold, x: columns.qty, y: row, width: width * 0.27 });
    write(doc, value, { bold, x: columns.amount, y: row, width: width * 0.18, align: 'right' });
  }
  doc.end();
  return done;
}
