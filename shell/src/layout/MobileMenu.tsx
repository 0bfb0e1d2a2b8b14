import { useId } from 'react';
import styled from 'styled-components';
import { LocaleLink, useTranslation } from '@storefront/platform';
import { Modal } from '@storefront/ui';
import { FOOTER_LINKS, HOSTING_MENU_ITEMS, NAV_ITEMS } from './nav-items';

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

const GroupTitle = styled.span`
  display: block;
  padding: 12px 4px 4px;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 14px;
  font-weight: 700;
  letter-spacing: 0.02em;
  text-transform: uppercase;
`;

/** Every hosting kind, SSL, AWS and SMS, under Hosting. */
const SubList = styled.ul`
  margin: 0;
  padding: 0 0 0 16px;
  list-style: none;
  a {
    font-weight: 500;
  }
`;

/** The menu the mobile navbar and the tablet header open: every product area and the company pages. */
export function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const groupId = useId();
  return (
    <Modal open={open} onClose={onClose} title={t('nav.label')} closeLabel={t('close')}>
      <nav aria-label={t('nav.mobileLabel')}>
        <List>
          {NAV_ITEMS.filter((item) => !HOSTING_MENU_ITEMS.some((sub) => sub.key === item.key)).map((item) =>
            item.key === 'hosting' ? (
              <li key={item.key}>
                <GroupTitle id={`${groupId}-hosting`}>{t('nav.hosting')}</GroupTitle>
                <SubList aria-labelledby={`${groupId}-hosting`}>
                  {HOSTING_MENU_ITEMS.map((sub) => (
                    <li key={sub.key}>
                      <LocaleLink to={sub.to} onClick={onClose}>
                        {t(`nav.${sub.key}`)}
                      </LocaleLink>
                    </li>
                  ))}
                </SubList>
              </li>
            ) : (
              <li key={item.key}>
                <LocaleLink to={item.to} onClick={onClose}>
                  {t(`nav.${item.key}`)}
                </LocaleLink>
              </li>
            ),
          )}
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
