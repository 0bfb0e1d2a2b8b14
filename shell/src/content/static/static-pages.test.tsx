import type { ComponentType } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { createStore, i18n, MemoryRouter, I18nextProvider, Provider } from '@storefront/platform';
import { fakeApi } from '@storefront/testing';
import { StorefrontThemeProvider } from '@storefront/ui';
import en from './locales/en/static.json';
import km from './locales/km/static.json';
import { AboutUsPage, ContactUsPage, PrivacyPolicyPage, RefundPolicyPage, SlaPage, TermsPage } from './index';
import { KHMER, leafKeys, untranslated } from './translation-tree';

/** The contact page's form reads the store (captcha configuration, the signed-in user) and GET /api/country. */
let api: ReturnType<typeof fakeApi>;
beforeAll(() => {
  api = fakeApi({ 'GET /api/country': () => ({ items: [] }) });
});
afterAll(() => api.restore());

function renderPage(Page: ComponentType) {
  return render(
    <Provider store={createStore()}>
      <I18nextProvider i18n={i18n}>
        <StorefrontThemeProvider theme="default">
          <MemoryRouter>
            <Page />
          </MemoryRouter>
        </StorefrontThemeProvider>
      </I18nextProvider>
    </Provider>,
  );
}

const PAGES: [string, ComponentType, string, string][] = [
  ['AboutUsPage', AboutUsPage, en.about.title, km.about.title],
  ['TermsPage', TermsPage, en.terms.title, km.terms.title],
  ['ContactUsPage', ContactUsPage, en.contact.title, km.contact.title],
  ['RefundPolicyPage', RefundPolicyPage, en.refund.title, km.refund.title],
  ['PrivacyPolicyPage', PrivacyPolicyPage, en.privacy.title, km.privacy.title],
  ['SlaPage', SlaPage, en.sla.title, km.sla.title],
];

describe('static pages in English', () => {
  beforeAll(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it.each(PAGES)('%s renders its h1 and h2 sections', (_name, Page, title) => {
    renderPage(Page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
  });

  it('terms show the last-updated date and the rules of spec §4', () => {
    renderPage(TermsPage);
    expect(screen.getByText('Last updated: Sep 1st 2025')).toBeInTheDocument();
    expect(screen.getByText(/up to 30 days before the renewal date/)).toBeInTheDocument();
    expect(screen.getByText(/30 days for shared hosting, or after 7 days for cloud hosting/)).toBeInTheDocument();
    expect(screen.getByText(/within 5 to 7 calendar days/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
  });

  it('the SLA table lists the three credit tiers with column and row headers', () => {
    renderPage(SlaPage);
    const table = screen.getByRole('table', { name: 'Service credit by monthly uptime percentage' });
    expect(within(table).getAllByRole('columnheader')).toHaveLength(2);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Less than 99.5% but at least 99.0%',
      'Less than 99.0% but at least 95.0%',
      'Less than 95.0%',
    ]);
    expect(rows.map((row) => within(row).getByRole('cell').textContent)).toEqual(['5%', '10%', '15%']);
    expect(screen.getAllByText('99.5%').length).toBeGreaterThan(0);
  });

  it('the contact page links to 24/7 email support and both phone lines', () => {
    renderPage(ContactUsPage);
    expect(screen.getByRole('link', { name: /support@storefront\.example/ })).toHaveAttribute('href', 'mailto:support@storefront.example');
    expect(screen.getByRole('link', { name: /Call Phnom Penh/ })).toHaveAttribute('href', 'tel:+85523901234');
    expect(screen.getByRole('link', { name: /Call Bangkok/ })).toHaveAttribute('href', 'tel:+6620012345');
    expect(screen.getByText('Head office')).toBeInTheDocument();
    expect(screen.getByText('Bangkok office')).toBeInTheDocument();
    expect(screen.getByText(/Asia\/Bangkok/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
  });

  it('the privacy policy states the 365-day language cookie, 30-day answers and 72-hour breach notice', () => {
    renderPage(PrivacyPolicyPage);
    const cookies = screen.getByRole('table', { name: 'Cookies used on this website' });
    expect(within(cookies).getByRole('row', { name: /Language.*365 days/ })).toBeInTheDocument();
    expect(screen.getByText(/within 30 days/)).toBeInTheDocument();
    expect(screen.getByText(/within 72 hours/)).toBeInTheDocument();
  });

  it('links keep the visitor in English (no locale prefix)', () => {
    renderPage(RefundPolicyPage);
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });
});

describe('static pages in Khmer', () => {
  beforeAll(async () => {
    await act(() => i18n.changeLanguage('km'));
  });
  afterAll(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it.each(PAGES)('%s renders Khmer headings', (_name, Page, _title, khmerTitle) => {
    renderPage(Page);
    const h1 = screen.getByRole('heading', { level: 1, name: khmerTitle });
    expect(h1.textContent).toMatch(KHMER);
    for (const heading of screen.getAllByRole('heading', { level: 2 })) expect(heading.textContent).toMatch(KHMER);
  });

  it('Khmer links carry the /km prefix', () => {
    renderPage(SlaPage);
    expect(screen.getByRole('link', { name: km.sla.claimCta })).toHaveAttribute('href', '/km/contact-us');
  });
});

describe('static translations', () => {
  it('English and Khmer have identical key sets', () => {
    expect(leafKeys(km).sort()).toEqual(leafKeys(en).sort());
  });

  it('Khmer texts are translated, not English copies', () => {
    // Only identifiers may stay in Latin script: the support email address.
    expect(untranslated(km)).toEqual(['support@storefront.example']);
  });
});
