import styled from 'styled-components';
import { BrandLogo, Container } from '@storefront/ui';
import { LocaleLink, useTranslation } from '@storefront/platform';

const Bar = styled.header`
  padding: 16px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

export function MaintenanceHeader() {
  const { t } = useTranslation('shell');
  return (
    <Bar>
      <Container>
        <LocaleLink to="/" aria-label={t('nav.home')}>
          <BrandLogo />
        </LocaleLink>
      </Container>
    </Bar>
  );
}
