import { act, screen, within } from '@testing-library/react';
import { renderWithStorefront } from '@storefront/testing';
import { i18n } from '@storefront/platform';
import type { HostingQuote } from '@storefront/contracts';
import { QuoteSummary } from './QuoteSummary';

/** A quote as the api answers it (api/src/cart/hosting-pricing.ts): add-on lines labelled in English with their quantity. */
const QUOTE: HostingQuote = {
  type: 'shared-hosting',
  package: 'sh-basic',
  months: 12,
  monthly: 599,
  lines: [
    { key: 'package', label: 'Shared Basic', amount: 3588 },
    { key: 'fileStorage', label: 'Additional file storage (20 GB)', amount: 1200 },
    { key: 'databaseStorage', label: 'Additional database storage (5 GB)', amount: 600 },
    { key: 'additionalIp', label: 'Additional IP (2 IP)', amount: 1800 },
    { key: 'domain', label: 'angkor.com', amount: 0 },
  ],
  total: 7188,
  bonusMonths: 0,
  domain: { name: 'angkor.com', kind: 'new', amount: 0, free: true, renewal: 1199 },
  renewal: 8387,
};

const lineTexts = () => within(screen.getByRole('list', { name: /Price lines|បន្ទាត់តម្លៃ/ })).getAllByRole('listitem').map((item) => item.firstChild?.textContent);

describe('QuoteSummary', () => {
  it('labels the add-on lines by their key with the quantity the api priced, the plan by its name', () => {
    renderWithStorefront(<QuoteSummary quote={QUOTE} loading={false} error={null} />);
    expect(lineTexts()).toEqual(['Shared Basic', 'Additional file storage · 20 GB', 'Additional database storage · 5 GB', 'Additional IP · 2', 'Domain angkor.com (first year)']);
  });

  it('reads the add-on lines in Khmer on /km (the api writes them in English)', async () => {
    await act(() => i18n.changeLanguage('km'));
    try {
      renderWithStorefront(<QuoteSummary quote={QUOTE} loading={false} error={null} />, { path: '/km/hosting/shared/configure' });
      expect(lineTexts()).toEqual(['Shared Basic', 'ទំហំផ្ទុកឯកសារបន្ថែម · 20 GB', 'ទំហំផ្ទុកមូលដ្ឋានទិន្នន័យបន្ថែម · 5 GB', 'IP បន្ថែម · 2', 'ដែន angkor.com (ឆ្នាំដំបូង)']);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('shows a label not in the api\'s add-on form as the api wrote it', () => {
    renderWithStorefront(<QuoteSummary quote={{ ...QUOTE, lines: [{ key: 'fileStorage', label: 'Extra space', amount: 100 }] }} loading={false} error={null} />);
    expect(lineTexts()).toEqual(['Extra space']);
  });
});
