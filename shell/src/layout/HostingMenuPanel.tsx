import { useEffect } from 'react';
import styled from 'styled-components';
import { BILLING_TERMS, formatUsd } from '@storefront/contracts';
import { LocaleLink, useTranslation, reportError } from '@storefront/platform';
import { useGetMinPricesQuery } from './catalogue-api';
import { HOSTING_MENU_ITEMS } from './nav-items';

const Strong = styled.strong`
  display: block;
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
`;

const Box = styled.div`
  position: absolute;
  top: calc(100% + 8px);
  left: 0;
  z-index: 60;
  width: min(560px, calc(100vw - 32px));
  padding: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 16px 40px rgba(15, 23, 42, 0.16);
  ul {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: grid;
    gap: 2px;
    height: 100%;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.brand};
  }
  small {
    font-size: 14px;
    font-weight: 400;
    line-height: 1.4;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

type MenuItem = (typeof HOSTING_MENU_ITEMS)[number];

/**
 * The Hosting menu's content, fetched the first time the menu opens (the header on every page stays small):
 * every hosting kind, SSL, AWS and SMS with what it is for and, for a catalogue product, its lowest price.
 */
export default function HostingMenuPanel({ id, onChoose }: { id: string; onChoose: () => void }) {
  const { t } = useTranslation('shell');
  // The lowest prices (the catalogue's own figures), cached under 'Product': reopening the menu asks again only
  // once the cached answer has expired; without them the menu shows no prices.
  const { data: prices, error } = useGetMinPricesQuery();
  useEffect(() => {
    if (error) reportError(error, 'shell/hosting-menu-prices');
  }, [error]);

  const fromPrice = (item: MenuItem): string | null => {
    if (!('product' in item)) return null;
    const cents = prices?.[item.product];
    if (cents === undefined) return null;
    return t(BILLING_TERMS[item.product].unit === 'year' ? 'nav.fromPerYear' : 'nav.fromPerMonth', { price: formatUsd(cents) });
  };

  return (
    <Box id={id}>
      <nav aria-label={t('nav.hostingMenuLabel')}>
        <ul>
          {HOSTING_MENU_ITEMS.map((item) => (
            <li key={item.key}>
              <LocaleLink to={item.to} onClick={onChoose} aria-labelledby={`${id}-${item.key}`} aria-describedby={`${id}-${item.key}-about`}>
                <span id={`${id}-${item.key}`}>{t(`nav.${item.key}`)}</span>
                <small id={`${id}-${item.key}-about`}>
                  {t(`nav.hostingMenuItems.${item.key}`)}
                  {fromPrice(item) !== null && <Strong>{fromPrice(item)}</Strong>}
                </small>
              </LocaleLink>
            </li>
          ))}
        </ul>
      </nav>
    </Box>
  );
}
