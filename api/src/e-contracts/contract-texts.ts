import { formatDate, formatUsd, type ContractKind } from '@storefront/contracts';

type Locale = 'en' | 'km';

/** What a contract is about, as its text names it. */
export type ContractSubject =
  | { kind: 'service'; serviceTitle: string; serviceName: string; term: string; renewPrice: number; startsAt: Date; expiresAt: Date }
  | { kind: 'aws-account'; itemTitle: string; amount: number }
  | { kind: 'manual-invoice'; invoiceNumber: string; total: number; lines: { description: string; amount: number }[] }
  | { kind: 'summary'; orderTotal: number; contracts: { number: string; title: string }[] };

export interface ContractParty {
  fullName: string;
  email: string;
}

const TITLES: Record<ContractKind, Record<Locale, (subject: ContractSubject) => string>> = {
  service: { en: (s) => `Service agreement: ${s.kind === 'service' ? s.serviceTitle : ''}`, km: (s) => `កិច្ច⁠ព្រម⁠ព្រៀងសេវា⁠កម្ម៖ ${s.kind === 'service' ? s.serviceTitle : ''}` },
  'aws-account': { en: () => 'AWS account agreement', km: () => 'កិច្ច⁠ព្រម⁠ព្រៀងគណនី AWS' },
  'manual-invoice': { en: (s) => `Agreement for invoice ${s.kind === 'manual-invoice' ? s.invoiceNumber : ''}`, km: (s) => `កិច្ច⁠ព្រម⁠ព្រៀងសម្រាប់វិក្កយបត្រ ${s.kind === 'manual-invoice' ? s.invoiceNumber : ''}` },
  summary: { en: () => 'Order summary agreement', km: () => 'កិច្ច⁠ព្រម⁠ព្រៀងសង្ខេបការបញ្ជាទិញ' },
};

function clauses(subject: ContractSubject, locale: Locale): string[] {
  const money = (cents: number) => formatUsd(cents, locale);
  const date = (value: Date) => formatDate(value, locale);
  if (locale === 'km') {
    switch (subject.kind) {
      case 'service':
        return [
          `1. សេវា⁠កម្ម៖ ${subject.serviceTitle} (${subject.serviceName}) សម្រាប់រយៈ⁠ពេល ${subject.term} ចាប់ពី ${date(subject.startsAt)} ដល់ ${date(subject.expiresAt)}។`,
          `2. តម្លៃបន្តសេវា៖ ${money(subject.renewPrice)} ក្នុងមួយរយៈ⁠ពេល។ សេវា⁠កម្មដែលមិនបានបន្តនឹងត្រូវផ្អាក ហើយបន្ទាប់មកលុបចោល តាមលក្ខ⁠ខណ្ឌនៃការបន្តសេវា។`,
          '3. អតិថិជនទទួលខុសត្រូវលើខ្លឹមសារ និងការប្រើ⁠ប្រាស់សេវា⁠កម្មរបស់ខ្លួន ហើយយល់ព្រមតាមគោលការណ៍ប្រើ⁠ប្រាស់ដែលអាចទទួលយកបាន។',
          '4. អ្នកផ្តល់សេវាធានាភាពអាចប្រើបានតាមកម្រិតសេវា⁠កម្ម (SLA) ដែលបានផ្សព្វផ្សាយ។',
        ];
      case 'aws-account':
        return [
          `1. សំណើ៖ ${subject.itemTitle} តម្លៃ ${money(subject.amount)}។`,
          '2. អ្នកផ្តល់សេវាបើក និងផ្ទៀង⁠ផ្ទាត់គណនី AWS ក្នុងនាមអតិថិជន តាមរយៈភាពជាដៃគូ ហើយចេញវិក្កយបត្រការប្រើ⁠ប្រាស់ជាដុល្លារអាមេរិក។',
          '3. អតិថិជនយល់ព្រមតាមលក្ខ⁠ខណ្ឌរបស់ AWS ហើយទទួលខុសត្រូវលើការប្រើ⁠ប្រាស់គណនី។',
        ];
      case 'manual-invoice':
        return [
          `1. វិក្កយបត្រ ${subject.invoiceNumber} សរុប ${money(subject.total)} ត្រូវបង់នៅពេលទទួល៖`,
          ...subject.lines.map((line) => `   - ${line.description}: ${money(line.amount)}`),
          '2. សេវា⁠កម្មដែលមានក្នុងវិក្កយបត្រនេះត្រូវផ្តល់ជូនបន្ទាប់ពីការបង់⁠ប្រាក់។',
        ];
      case 'summary':
        return [`1. ការបញ្ជាទិញសរុប ${money(subject.orderTotal)} រួមមានកិច្ច⁠ព្រម⁠ព្រៀងទាំងនេះ៖`, ...subject.contracts.map((c) => `   - ${c.number}: ${c.title}`), '2. ការចុះហត្ថលេខាលើសេចក្តីសង្ខេបនេះ មិនជំនួសកិច្ច⁠ព្រម⁠ព្រៀងនីមួយៗទេ។'];
    }
  }
  switch (subject.kind) {
    case 'service':
      return [
        `1. Service: ${subject.serviceTitle} (${subject.serviceName}) for a term of ${subject.term}, from ${date(subject.startsAt)} to ${date(subject.expiresAt)}.`,
        `2. Renewal price: ${money(subject.renewPrice)} per term. A service not renewed is suspended and then cancelled under the renewal terms.`,
        '3. The customer is responsible for the content and use of the service and accepts the acceptable use policy.',
        '4. The provider guarantees availability under its published service level agreement (SLA).',
      ];
    case 'aws-account':
      return [
        `1. Request: ${subject.itemTitle} at ${money(subject.amount)}.`,
        "2. The provider opens and verifies an AWS account for the customer through its partnership and bills the account's usage in USD.",
        "3. The customer accepts AWS's terms and is responsible for the use of the account.",
      ];
    case 'manual-invoice':
      return [`1. Invoice ${subject.invoiceNumber}, total ${money(subject.total)}, due upon receipt:`, ...subject.lines.map((line) => `   - ${line.description}: ${money(line.amount)}`), '2. The services on this invoice are provided once it is paid.'];
    case 'summary':
      return [`1. The order, total ${money(subject.orderTotal)}, comprises these agreements:`, ...subject.contracts.map((c) => `   - ${c.number}: ${c.title}`), '2. Signing this summary does not replace signing each agreement.'];
  }
}

/** A contract's title and exact text in the customer's language: the text stored, hashed and signed. */
export function renderContract(subject: ContractSubject, party: ContractParty, number: string, createdAt: Date, locale: Locale): { title: string; body: string } {
  const title = TITLES[subject.kind][locale](subject);
  const head =
    locale === 'km'
      ? [`${title}`, `លេខ៖ ${number}`, `កាល⁠បរិច្ឆេទ៖ ${formatDate(createdAt, 'km')}`, `អតិថិជន៖ ${party.fullName} <${party.email}>`]
      : [`${title}`, `Number: ${number}`, `Date: ${formatDate(createdAt, 'en')}`, `Customer: ${party.fullName} <${party.email}>`];
  const foot = locale === 'km' ? 'ដោយចុះហត្ថលេខាអេឡិចត្រូនិក អតិថិជនយល់ព្រមតាមអត្ថបទខាងលើ។' : 'By signing electronically, the customer agrees to the text above.';
  return { title, body: [head.join('\n'), clauses(subject, locale).join('\n'), foot].join('\n\n') };
}
