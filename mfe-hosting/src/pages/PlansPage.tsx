import styled from 'styled-components';
import { LocaleLink, selectFlags, useAppSelector, type FeatureFlags, useTranslation } from '@storefront/platform';
import type { ProductType } from '@storefront/contracts';
import { Button, Card, Container, Grid, Heading, PageHeader, Section, StatusPage, Text } from '@storefront/ui';
import { PlanGrid } from '../features/plans/components/PlanGrid';

const Faq = styled.dl`
  display: grid;
  gap: 16px;
  margin: 0;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

interface Props {
  type: ProductType;
  /** The product page's feature flag (spec §2); off shows the under-maintenance page. */
  flag?: keyof FeatureFlags;
  page: 'shared' | 'cloudHosting' | 'wordpress' | 'cloudServer' | 'ssl';
}

/** A product page: its plans from the api and the answers customers look for. */
export function PlansPage({ type, flag, page }: Props) {
  const { t } = useTranslation('hosting');
  const flags = useAppSelector(selectFlags);
  if (flag && flags && !flags[flag]) {
    return (
      <Container>
        <StatusPage
          kind="maintenance"
          title={t('maintenance.title')}
          description={t('maintenance.description')}
          actions={
            <Button as={LocaleLink} to="/">
              {t('maintenance.home')}
            </Button>
          }
        />
      </Container>
    );
  }
  const faq = t(`pages.${page}.faq`, { returnObjects: true }) as { q: string; a: string }[];
  return (
    <>
      <Container>
        <PageHeader title={t(`pages.${page}.title`)} subtitle={t(`pages.${page}.subtitle`)} />
      </Container>
      <Section>
        <Container>
          <PlanGrid type={type} />
        </Container>
      </Section>
      <Section>
        <Container>
          <Grid min={300} gap={24}>
            <Card>
              <Heading level={2}>{t('faqTitle')}</Heading>
              <Faq style={{ marginTop: 16 }}>
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
    </>
  );
}
