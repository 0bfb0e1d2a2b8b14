import styled from 'styled-components';
import { LocaleLink, useTranslation } from '@storefront/platform';
import { DOMAINS_NS } from '../../../i18n/register';

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 20px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  a {
    display: inline-block;
    padding: 8px 0 10px;
    font-weight: 600;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.muted};
    border-bottom: 2px solid transparent;
    margin-bottom: -1px;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brand};
    border-bottom-color: ${({ theme }) => theme.colors.brand};
  }
`;

export type DomainList = 'generic' | 'country' | 'pricing';

/** Tabs between the generic list, the country-code list and the price table. */
export function DomainListsNav({ current }: { current: DomainList }) {
  const { t } = useTranslation(DOMAINS_NS);
  const links: { key: DomainList; to: string; label: string }[] = [
    { key: 'generic', to: '/domain/gtld', label: t('tlds.gtld.tab') },
    { key: 'country', to: '/domain/cctld', label: t('tlds.cctld.tab') },
    { key: 'pricing', to: '/domain/pricing', label: t('tlds.pricingTab') },
  ];
  return (
    <Tabs aria-label={t('tlds.kindsLabel')}>
      {links.map((link) => (
        <LocaleLink key={link.key} to={link.to} aria-current={link.key === current ? 'page' : undefined}>
          {link.label}
        </LocaleLink>
      ))}
    </Tabs>
  );
}
