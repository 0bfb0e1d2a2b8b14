import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isUnderPrefix, PUBLIC_ROUTES, UNLISTED_ROUTES } from '@storefront/contracts';
import { i18n } from '@storefront/platform';
import { renderShell } from '../../../test/render-shell';
import { KHMER, leafKeys, untranslated } from '../translation-tree';
import en from './locales/en/faq.json';
import km from './locales/km/faq.json';
import { FaqPage } from './index';
import { FAQ_RELATED, FAQ_TOPICS } from './faq-topics';

const QUESTIONS = FAQ_TOPICS.flatMap((topic) => topic.questions.map((question) => ({ topic: topic.key, ...question })));
type Texts = { q: string; a: string[]; link?: string };
const textsOf = (tree: typeof en, topic: string, question: string) =>
  (tree.topics as unknown as Record<string, { questions: Record<string, Texts> }>)[topic]!.questions[question]!;

/** The structured data the page puts in its head (one script: FAQPage, then the BreadcrumbList from its trail). */
function structuredData(): { '@type': string; mainEntity?: { name: string; acceptedAnswer: { text: string } }[]; itemListElement?: { name: string }[] }[] {
  const script = document.querySelector('script[type="application/ld+json"]');
  return JSON.parse(script?.textContent ?? '[]');
}

describe('FAQ in English', () => {
  beforeAll(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows every question by topic, each topic a section with an h2, each question a native disclosure', () => {
    const { container } = renderShell(<FaqPage />, { path: '/faq' });
    expect(screen.getByRole('heading', { level: 1, name: en.title })).toBeInTheDocument();
    for (const topic of FAQ_TOPICS) {
      const section = screen.getByRole('region', { name: en.topics[topic.key as keyof typeof en.topics].title });
      expect(section).toHaveAttribute('id', `faq-${topic.key}`);
      expect(section.querySelectorAll('details > summary')).toHaveLength(topic.questions.length);
    }
    expect(container.querySelectorAll('details')).toHaveLength(QUESTIONS.length);
    // Answers are in the HTML while closed (search engines, find in page, no JavaScript).
    for (const { topic, key } of QUESTIONS) expect(container.querySelector(`#faq-${topic}-${key}`)?.textContent).toContain(textsOf(en, topic, key).a[0]);
  });

  it('opens and closes an answer from its question', async () => {
    const user = userEvent.setup();
    renderShell(<FaqPage />, { path: '/faq' });
    const summary = screen.getByText(en.topics.domains.questions.transfer.q);
    const details = summary.closest('details')!;
    expect(details.open).toBe(false);
    await user.click(summary);
    expect(details.open).toBe(true);
    await user.click(summary);
    expect(details.open).toBe(false);
  });

  it('links to each topic with its number of questions', () => {
    renderShell(<FaqPage />, { path: '/faq' });
    const nav = screen.getByRole('navigation', { name: en.topicsTitle });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(FAQ_TOPICS.map((topic) => `#faq-${topic.key}`));
    expect(within(nav).getByRole('link', { name: /Account and billing.*7 questions/ })).toBeInTheDocument();
  });

  it('answers agree with the spec and the policy pages', () => {
    const { container } = renderShell(<FaqPage />, { path: '/faq' });
    const text = container.textContent ?? '';
    for (const fact of [
      /minimum top-up is \$10/,
      /valid for 30 minutes/,
      /within 5 business days and cover at most one billing cycle/,
      /within 5 to 7 calendar days/,
      /12 days for some domain endings and 5 days for others/,
      /500 messages per hour per domain/,
      /up to 30 days before the renewal date/,
      /30 days \(shared hosting\) or 7 days \(cloud hosting\)/,
      /up to 10 active Baby Cloud servers/,
      /at least 99\.5% uptime/,
      /5%, 10% or 15%/,
      /more than 1 USD/,
      /\$1 verification charge/,
    ])
      expect(text).toMatch(fact);
  });

  it('links answers and the related pages to storefront pages, in English', () => {
    renderShell(<FaqPage />, { path: '/faq' });
    expect(screen.getByRole('link', { name: /Start a transfer/ })).toHaveAttribute('href', '/domain/transfer');
    const related = screen.getByRole('navigation', { name: en.relatedTitle });
    expect(within(related).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(FAQ_RELATED.map((page) => page.to));
    for (const link of screen.getAllByRole('link', { name: en.helpCta })) expect(link).toHaveAttribute('href', '/contact-us');
  });

  it('puts FAQPage and BreadcrumbList structured data in the head, from the questions shown', () => {
    renderShell(<FaqPage />, { path: '/faq' });
    const [faq, breadcrumbs] = structuredData();
    expect(faq!['@type']).toBe('FAQPage');
    expect(faq!.mainEntity!.map((entry) => entry.name)).toEqual(QUESTIONS.map(({ topic, key }) => textsOf(en, topic, key).q));
    expect(faq!.mainEntity![0]!.acceptedAnswer.text).toBe(textsOf(en, 'billing', 'topUp').a.join(' '));
    expect(breadcrumbs!['@type']).toBe('BreadcrumbList');
    expect(breadcrumbs!.itemListElement!.map((crumb) => crumb.name)).toEqual([en.home, en.title]);
  });
});

describe('FAQ in Khmer', () => {
  beforeAll(async () => {
    await act(() => i18n.changeLanguage('km'));
  });
  afterAll(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows Khmer headings and keeps links in Khmer', () => {
    renderShell(<FaqPage />, { path: '/km/faq' });
    expect(screen.getByRole('heading', { level: 1, name: km.title })).toBeInTheDocument();
    for (const heading of screen.getAllByRole('heading', { level: 2 })) expect(heading.textContent).toMatch(KHMER);
    for (const link of screen.getAllByRole('link', { name: km.helpCta })) expect(link).toHaveAttribute('href', '/km/contact-us');
    expect(screen.getByRole('link', { name: km.topics.domains.questions.transfer.link })).toHaveAttribute('href', '/km/domain/transfer');
  });

  it('gives search engines the Khmer questions without word joiners', () => {
    renderShell(<FaqPage />, { path: '/km/faq' });
    const [faq] = structuredData();
    const names = faq!.mainEntity!.map((entry) => entry.name);
    expect(names).toEqual(QUESTIONS.map(({ topic, key }) => textsOf(km, topic, key).q.replace(/\u2060/g, '')));
    expect(JSON.stringify(faq)).not.toContain('\u2060');
  });
});

describe('FAQ texts', () => {
  it('English and Khmer have identical key sets, and Khmer is translated', () => {
    expect(leafKeys(km).sort()).toEqual(leafKeys(en).sort());
    expect(untranslated(km)).toEqual([]);
  });

  it('a question has a link text exactly when it links somewhere', () => {
    for (const { topic, key, to } of QUESTIONS) expect({ topic, key, link: Boolean(textsOf(en, topic, key).link) }).toEqual({ topic, key, link: Boolean(to) });
  });

  it('every link goes to a page of the storefront', () => {
    const known = (path: string) => PUBLIC_ROUTES.some((route) => route.path === path) || UNLISTED_ROUTES.some((route) => isUnderPrefix(path, route.prefix));
    for (const path of [...QUESTIONS.flatMap((question) => (question.to ? [question.to] : [])), ...FAQ_RELATED.map((page) => page.to)]) expect({ path, known: known(path) }).toEqual({ path, known: true });
  });
});
