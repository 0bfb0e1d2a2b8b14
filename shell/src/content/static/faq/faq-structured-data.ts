import type { JsonLd } from '@storefront/platform';

export interface FaqEntry {
  question: string;
  /** The answer as plain text (paragraphs joined). */
  answer: string;
}

/** Khmer texts carry word joiners (U+2060) for line breaking on the page; search engines get the plain words. */
const plain = (text: string) => text.replace(/\u2060/g, '');

/**
 * schema.org FAQPage: the questions and answers the page shows. Kept beside the page (not in the platform's
 * structured-data module) because the FAQ is its only user.
 */
export function faqPageLd(entries: readonly FaqEntry[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: plain(entry.question),
      acceptedAnswer: { '@type': 'Answer', text: plain(entry.answer) },
    })),
  };
}
