import styled from 'styled-components';
import { LocaleLink, useTranslation } from '@storefront/platform';
import { BrandLogo, Container, media } from '@storefront/ui';
import { FOOTER_LINKS, FOOTER_PRODUCTS } from './nav-items';

const Wrapper = styled.footer`
  margin-top: 64px;
  padding: 48px 0 32px;
  background: ${({ theme }) => theme.colors.brandDark};
  color: rgba(255, 255, 255, 0.82);
  a {
    color: rgba(255, 255, 255, 0.82);
    text-decoration: none;
  }
  a:hover {
    color: #fff;
    text-decoration: underline;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 32px;
  grid-template-columns: 1fr;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${media.lg} {
    grid-template-columns: 2fr 1fr 1fr 1fr;
  }
  h2 {
    margin: 0 0 12px;
    color: #fff;
    font-size: 15px;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: 8px;
  }
`;

const Bottom = styled.p`
  margin: 40px 0 0;
  padding-top: 20px;
  border-top: 1px solid rgba(255, 255, 255, 0.15);
  font-size: 14px;
`;

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <Wrapper>
      <Container>
        <Columns>
          <div>
            <BrandLogo inverted />
            <p>{t('footer.tagline')}</p>
            <p>{t('footer.support')}</p>
          </div>
          <nav aria-label={t('footer.productsLabel')}>
            <h2>{t('footer.products')}</h2>
            <ul>
              {FOOTER_PRODUCTS.map((item) => (
                <li key={item.key}>
                  <LocaleLink to={item.to}>{t(`nav.${item.key}`)}</LocaleLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={t('footer.companyLabel')}>
            <h2>{t('footer.company')}</h2>
            <ul>
              {FOOTER_LINKS.map((item) => (
                <li key={item.key}>
                  <LocaleLink to={item.to}>{t(`footer.${item.key}`)}</LocaleLink>
                </li>
              ))}
              <li>
                <LocaleLink to="/blog">{t('footer.blog')}</LocaleLink>
              </li>
            </ul>
          </nav>
          <div>
            <h2>{t('footer.dataCentres')}</h2>
            <ul>
              <li>{t('footer.phnomPenh')}</li>
              <li>{t('footer.bangkok')}</li>
            </ul>
          </div>
        </Columns>
        <Bottom>{t('footer.copyright', { year: new Date().getFullYear() })}</Bottom>
      </Container>
    </Wrapper>
  );
}
