import styled from 'styled-components';
import { LocaleLink, useTranslation } from '@storefront/platform';
import { Modal } from '@storefront/ui';
import { FOOTER_LINKS, NAV_ITEMS } from './nav-items';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: block;
    padding: 12px 4px;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
`;

/** The menu the mobile navbar and the tablet header open: every product area and the company pages. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Modal open={open} onClose={onClose} title={t('nav.label')} closeLabel={t('close')}>
      <nav aria-label={t('nav.mobileLabel')}>
        <List>
          {NAV_ITEMS.map((item) => (
            <li key={item.key}>
              <LocaleLink to={item.to} onClick={onClose}>
                {t(`nav.${item.key}`)}
              </LocaleLink>
            </li>
          ))}
          {FOOTER_LINKS.map((item) => (
            <li key={item.key}>
              <LocaleLink to={item.to} onClick={onClose}>
                {t(`footer.${item.key}`)}
              </LocaleLink>
            </li>
          ))}
        </List>
      </nav>
    </Modal>
  );
}
