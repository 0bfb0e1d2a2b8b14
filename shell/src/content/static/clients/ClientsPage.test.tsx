import { act, screen, within } from '@testing-library/react';
import { i18n } from '@storefront/platform';
import { renderShell } from '../../../test/render-shell';
import { KHMER, leafKeys, untranslated } from '../translation-tree';
import en from './locales/en/clients.json';
import km from './locales/km/clients.json';
import { ClientsPage } from './index';
import { CLIENT_SEGMENTS, CLIENT_STORIES } from './client-segments';

describe('Clients page in English', () => {
  beforeAll(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows the customers we serve, each with what they use and a link to a product', () => {
    renderShell(<ClientsPage />, { path: '/clients' });
    expect(screen.getByRole('heading', { level: 1, name: en.title })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: en.segmentsTitle });
    const cards = within(section).getAllByRole('listitem').filter((item) => item.getAttribute('aria-labelledby'));
    expect(cards).toHaveLength(CLIENT_SEGMENTS.length);
    for (const segment of CLIENT_SEGMENTS) {
      const card = within(section).getByRole('listitem', { name: en.segments[segment.key as keyof typeof en.segments].title });
      expect(within(card).getByRole('heading', { level: 3 })).toBeInTheDocument();
      expect(within(within(card).getByRole('list', { name: en.usesLabel })).getAllByRole('listitem').length).toBeGreaterThan(0);
      expect(within(card).getByRole('link')).toHaveAttribute('href', segment.to);
    }
  });

  it('tells the customer stories as illustrative examples', () => {
    renderShell(<ClientsPage />, { path: '/clients' });
    const stories = screen.getByRole('region', { name: en.storiesTitle });
    expect(within(stories).getByRole('note')).toHaveTextContent(en.storiesNote);
    expect(within(stories).getAllByRole('article')).toHaveLength(CLIENT_STORIES.length);
    const silk = within(stories).getByRole('article', { name: en.stories.silk.name });
    expect(within(silk).getByText(en.stories.silk.place)).toBeInTheDocument();
    expect(within(silk).getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual([en.challengeLabel, en.solutionLabel, en.resultsLabel, en.productsLabel]);
  });

  it('ends with a call to action to the contact page and the FAQ', () => {
    renderShell(<ClientsPage />, { path: '/clients' });
    expect(screen.getByRole('link', { name: en.ctaContact })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('link', { name: en.ctaFaq })).toHaveAttribute('href', '/faq');
  });

  it('has a BreadcrumbList in its head', () => {
    renderShell(<ClientsPage />, { path: '/clients' });
    expect(document.querySelector('script[type="application/ld+json"]')?.textContent).toContain('"@type":"BreadcrumbList"');
  });
});

describe('Clients page in Khmer', () => {
  beforeAll(async () => {
    await act(() => i18n.changeLanguage('km'));
  });
  afterAll(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('shows Khmer headings and Khmer links', () => {
    renderShell(<ClientsPage />, { path: '/km/clients' });
    expect(screen.getByRole('heading', { level: 1, name: km.title })).toBeInTheDocument();
    for (const heading of screen.getAllByRole('heading', { level: 2 })) expect(heading.textContent).toMatch(KHMER);
    expect(screen.getByRole('link', { name: km.ctaFaq })).toHaveAttribute('href', '/km/faq');
  });
});

describe('Clients texts', () => {
  it('English and Khmer have identical key sets, and Khmer is translated', () => {
    expect(leafKeys(km).sort()).toEqual(leafKeys(en).sort());
    // Only the names of the (illustrative) businesses stay in Latin script.
    expect(untranslated(km).sort()).toEqual(CLIENT_STORIES.map((story) => en.stories[story].name).sort());
  });
});
