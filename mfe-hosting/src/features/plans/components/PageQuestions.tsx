import styled from 'styled-components';
import { LocaleLink, useTranslation } from '@storefront/platform';
import { Button, Card, Container, Grid, Heading, Section, Text } from '@storefront/ui';
import { HOSTING_NS } from '../../../i18n/register';

const Faq = styled.dl`
  display: grid;
  gap: 16px;
  margin: 16px 0 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The questions customers ask about a product page (`pages.<page>.faq`), and the way to our support team. */
export function PageQuestions({ page }: { page: 'shared' | 'cloudHosting' | 'wordpress' | 'cloudServer' | 'ssl' }) {
  const { t } = useTranslation(HOSTING_NS);
  const faq = t(`pages.${page}.faq`, { returnObjects: true }) as { q: string; a: string }[];
  return (
    <Section>
      <Container>
        <Grid min={300} gap={24}>
          <Card>
            <Heading level={2}>{t('faqTitle')}</Heading>
            <Faq>
              {faq.map((item) => (
                <div key={item.q}>
                  <dt>{item.q}</dt>
                  <dd>{item.a}</dd>
                </div>
              ))}
            </Faq>
          </Card>
          <Card>
            <Heading level={2}>{t('help.title')}</Heading>
            <Text variant="muted" style={{ margin: '12px 0 16px' }}>
              {t('help.description')}
            </Text>
            <Button as={LocaleLink} to="/contact-us" variant="secondary">
              {t('help.cta')}
            </Button>
          </Card>
        </Grid>
      </Container>
    </Section>
  );
}
