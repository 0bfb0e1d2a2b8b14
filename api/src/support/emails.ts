import type { SupportTopic } from '@storefront/contracts';

type Locale = 'en' | 'km';

/** What a contact-us message says, as both emails quote it. */
export interface SupportMail {
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  topic: SupportTopic;
  message: string;
  locale: Locale;
  /** The signed-in customer's account email, when there was one. */
  accountEmail: string | null;
  receivedAt: Date;
}

export const TOPIC_NAMES: Record<Locale, Record<SupportTopic, string>> = {
  en: {
    sales: 'Sales and plans',
    billing: 'Billing and payments',
    technical: 'Technical support',
    domains: 'Domains',
    partnership: 'Partnership',
    other: 'Something else',
  },
  km: {
    sales: 'ការលក់ និងគម្រោងសេវា',
    billing: 'វិក្កយបត្រ និងការទូទាត់',
    technical: 'ជំនួយបច្ចេកទេស',
    domains: 'ដែន',
    partnership: 'ភាពជាដៃគូ',
    other: 'ផ្សេងៗ',
  },
};

const SIGNATURE = {
  en: '\n\n— The Storefront team\nCloud servers, hosting and domains from Phnom Penh and Bangkok',
  km: '\n\n— ក្រុម⁠ការងារ Storefront\nម៉ាស៊ីនមេពពក សេវាបង្ហោះគេហទំព័រ និងដែន ពីភ្នំពេញ និងបាងកក',
};

/** Quotes the visitor's text line by line, so it cannot pass for ours. */
const quote = (text: string) =>
  text
    .split(/\r?\n|\r/)
    .map((line) => `> ${line}`)
    .join('\n');

/** One line for a subject: no line breaks, not too long. */
const oneLine = (text: string, max: number) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/** To the support team, in English (the team's language): everything needed to answer. */
export function staffEmail(mail: SupportMail): { subject: string; text: string } {
  const lines = [
    'A new message came from the contact-us form.',
    '',
    `Reference: ${mail.reference}`,
    `Topic: ${TOPIC_NAMES.en[mail.topic]}`,
    `Name: ${mail.name}`,
    `Email: ${mail.email}`,
    `Phone: ${mail.phone ?? '—'}`,
    `Language: ${mail.locale === 'km' ? 'Khmer' : 'English'}`,
    `Signed in as: ${mail.accountEmail ?? '— (a visitor)'}`,
    `Received: ${mail.receivedAt.toISOString()}`,
    '',
    'Message:',
    quote(mail.message),
    '',
    `Answer the sender at ${mail.email}, quoting ${mail.reference}.`,
  ];
  return { subject: `[${mail.reference}] ${TOPIC_NAMES.en[mail.topic]}: ${oneLine(mail.name, 60)}`, text: lines.join('\n') };
}

/** To the sender, in their language: we have it, its reference, and a copy of what they wrote. */
export function acknowledgementEmail(mail: SupportMail): { subject: string; text: string } {
  const topic = TOPIC_NAMES[mail.locale][mail.topic];
  if (mail.locale === 'km') {
    return {
      subject: `យើងបានទទួលសាររបស់អ្នកហើយ (${mail.reference})`,
      text:
        `សួស្តី ${mail.name}\n\n` +
        'សូមអរគុណសម្រាប់សាររបស់អ្នក។ ក្រុម⁠ការងារគាំទ្ររបស់យើងនឹងឆ្លើយតបមកអាសយដ្ឋាននេះក្នុងពេលឆាប់ៗ ជាធម្មតាក្នុងរយៈ⁠ពេលមួយថ្ងៃធ្វើការ។\n\n' +
        `លេខយោង៖ ${mail.reference}\nប្រធានបទ៖ ${topic}\n\nសាររបស់អ្នក៖\n${quote(mail.message)}\n\n` +
        `ប្រសិនបើអ្នកមិនបានផ្ញើសារនេះទេ សូមមិនអើពើនឹងអ៊ីមែលនេះ។${SIGNATURE.km}`,
    };
  }
  return {
    subject: `We received your message (${mail.reference})`,
    text:
      `Hello ${mail.name},\n\n` +
      'Thank you for writing to us. Our support team will answer at this address soon, usually within one working day.\n\n' +
      `Reference: ${mail.reference}\nTopic: ${topic}\n\nYour message:\n${quote(mail.message)}\n\n` +
      `If you did not send this message, you can ignore this email.${SIGNATURE.en}`,
  };
}
