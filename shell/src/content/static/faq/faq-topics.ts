import type { IconName } from '@storefront/ui';

export interface FaqQuestionSpec {
  /** The key of the question's texts: `topics.<topic>.questions.<key>.{q,a,link}` in the faq namespace. */
  key: string;
  /** A page the answer points to (locale-less); its label is the question's `link` text. */
  to?: string;
}

export interface FaqTopicSpec {
  key: string;
  icon: IconName;
  questions: readonly FaqQuestionSpec[];
}

/**
 * The questions of the FAQ page by topic, in the order they are shown. Answers follow the spec (§4 renewal
 * rules, §5 rules, §9 limits) and the shell's policy pages; the texts are in locales/{en,km}/faq.json.
 */
export const FAQ_TOPICS: readonly FaqTopicSpec[] = [
  {
    key: 'billing',
    icon: 'card',
    questions: [
      { key: 'topUp', to: '/top-up' },
      { key: 'balance', to: '/online-payment' },
      { key: 'promoCredit', to: '/affiliate-program' },
      { key: 'vouchers', to: '/promotion' },
      { key: 'invoices' },
      { key: 'refunds', to: '/refund-policy' },
      { key: 'cardCheck' },
    ],
  },
  {
    key: 'domains',
    icon: 'globe',
    questions: [
      { key: 'register', to: '/domain' },
      { key: 'transfer', to: '/domain/transfer' },
      { key: 'privacy', to: '/whois' },
      { key: 'renewal' },
      { key: 'redemption', to: '/domain/pricing' },
      { key: 'forwarding' },
    ],
  },
  {
    key: 'hosting',
    icon: 'server',
    questions: [
      { key: 'dataCentres', to: '/about-us' },
      { key: 'choose', to: '/hosting/shared' },
      { key: 'backups' },
      { key: 'upgrades' },
      { key: 'ownDomain' },
      { key: 'renewal', to: '/term-and-conditions' },
      { key: 'trial', to: '/promotion' },
    ],
  },
  {
    key: 'ssl',
    icon: 'lock',
    questions: [{ key: 'levels', to: '/ssl/compare' }, { key: 'coverage', to: '/ssl' }, { key: 'issuing' }, { key: 'free' }],
  },
  {
    key: 'support',
    icon: 'phone',
    questions: [
      { key: 'contact', to: '/contact-us' },
      { key: 'uptime', to: '/service-level-agreement' },
      { key: 'claim' },
      { key: 'security', to: '/forgot-password' },
      { key: 'maintenance' },
    ],
  },
];

/** The anchor of a topic's section (linked from the topic list). */
export const topicAnchor = (topic: string) => `faq-${topic}`;

/** The anchor of one question (a link to it opens its answer in Chromium and Firefox). */
export const questionAnchor = (topic: string, question: string) => `faq-${topic}-${question}`;

/** The related company pages listed under the FAQ. */
export const FAQ_RELATED = [
  { key: 'refund', to: '/refund-policy' },
  { key: 'sla', to: '/service-level-agreement' },
  { key: 'terms', to: '/term-and-conditions' },
  { key: 'privacy', to: '/privacy-policy' },
  { key: 'clients', to: '/clients' },
] as const;
