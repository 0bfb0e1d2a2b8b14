import styled from 'styled-components';
import { LocaleLink, useTranslation } from '@storefront/platform';
import { Button, Card, Container, Grid, Heading, Price, Section, Skeleton, Stack, Text, media } from '@storefront/ui';
import SearchBox from '../widgets/SearchBox';
import { useGetTldsQuery } from '../features/tlds/api/get-tlds';

const Hero = styled.section`
  padding: 40px 0 48px;
  background: ${({ theme }) => theme.seasonal.heroGradient};
  color: #fff;
  ${media.md} {
    padding: 64px 0;
  }
  h1 {
    color: #fff;
  }
  p {
    color: rgba(255, 255, 255, 0.9);
  }
`;

/** /domain: search, the spotlight TLDs with prices, and the ways in to the full lists. */
export function DomainLandingPage() {
  const { t } = useTranslation('domains');
  const { data, isLoading } = useGetTldsQuery({});
  const spotlight = (data ?? []).filter((tld) => tld.tags.length > 0).slice(0, 6);

  return (
    <>
      <Hero>
        <Container>
          <Stack gap={12}>
            <Heading level={1}>{t('landing.title')}</Heading>
            <Text>{t('landing.lead')}</Text>
            <SearchBox />
          </Stack>
        </Container>
      </Hero>
      <Section>
        <Container>
          <Heading level={2}>{t('landing.spotlight')}</Heading>
          <Grid min={160} gap={16} style={{ marginTop: 20 }}>
            {isLoading && Array.from({ length: 6 }, (_, index) => <Skeleton key={index} height={96} />)}
            {spotlight.map((tld) => (
              <Card key={tld.tld}>
                <Stack gap={6}>
                  <Heading level={3}>.{tld.tld}</Heading>
                  <Price cents={tld.registerPrice} suffix={t('tlds.perYear')} />
                </Stack>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
      <Section>
        <Container>
          <Grid min={280} gap={20}>
            <Card>
              <Stack gap={10}>
                <Heading level={3}>{t('tlds.gtld.title')}</Heading>
                <Text variant="muted">{t('tlds.gtld.subtitle')}</Text>
                <div>
                  <Button as={LocaleLink} to="/domain/gtld" variant="secondary">
                    {t('landing.browseGtld')}
                  </Button>
                </div>
              </Stack>
            </Card>
            <Card>
              <Stack gap={10}>
                <Heading level={3}>{t('tlds.cctld.title')}</Heading>
                <Text variant="muted">{t('tlds.cctld.subtitle')}</Text>
                <div>
                  <Button as={LocaleLink} to="/domain/cctld" variant="secondary">
                    {t('landing.browseCctld')}
                  </Button>
                </div>
              </Stack>
            </Card>
          </Grid>
        </Container>
      </Section>
    </>
  );
}
