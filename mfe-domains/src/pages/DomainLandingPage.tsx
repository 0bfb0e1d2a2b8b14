import styled from 'styled-components';
import { LocaleLink, useLocale, useTranslation } from '@storefront/platform';
import { Badge, Button, Card, Container, Grid, Heading, Icon, headingType, Price, Section, Skeleton, Stack, Text, VisuallyHidden, media, type IconName } from '@storefront/ui';
import { SearchBoxForm as SearchBox } from '../features/search/components/SearchBoxForm';
import { useListDomainDiscountsQuery, useListSpotlightTldsQuery, useTldWordsInLocale } from '../shared/domains-api';
import { DOMAINS_NS } from '../i18n/register';

const Hero = styled.section`
  padding: 40px 0 48px;
  background: ${({ theme }) => theme.seasonal.heroGradient};
  color: #fff;
  ${media.md} {
    padding: 64px 0 72px;
  }
  h1 {
    color: #fff;
  }
  p {
    color: rgba(255, 255, 255, 0.92);
  }
`;

const SearchSlot = styled.div`
  max-width: 760px;
`;

const QuickLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 4px 0 0;
  padding: 0;
  list-style: none;
  a {
    color: #fff;
    font-weight: 600;
    text-underline-offset: 3px;
  }
`;

const TldName = styled.h3`
  margin: 0;
  font-size: 28px;
  font-weight: 800;
  overflow-wrap: anywhere;
  a {
    color: ${({ theme }) => theme.colors.brand};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: 20px;
  margin: 24px 0 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    counter-increment: step;
    display: grid;
    gap: 8px;
    padding: 20px;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  li::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
    font-weight: 700;
  }
  h3 {
    margin: 0;
    ${headingType('card')}
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const HOW = ['search', 'cart', 'checkout'] as const;

const MORE: { key: string; to: string; icon: IconName }[] = [
  { key: 'transfer', to: '/domain/transfer', icon: 'external' },
  { key: 'whois', to: '/whois', icon: 'search' },
  { key: 'pricing', to: '/domain/pricing', icon: 'card' },
  { key: 'gtld', to: '/domain/gtld', icon: 'globe' },
  { key: 'cctld', to: '/domain/cctld', icon: 'globe' },
];

/** /domain: the search, featured TLDs, discounts, how it works, and the ways to transfer, look up and compare. */
export function DomainLandingPage() {
  const { t } = useTranslation(DOMAINS_NS);
  const { locale } = useLocale();
  useTldWordsInLocale();
  const spotlight = useListSpotlightTldsQuery();
  const discounts = useListDomainDiscountsQuery({ query: { type: 'register' } });

  return (
    <>
      <Hero>
        <Container>
          <Stack gap={14}>
            <Heading level={1}>{t('landing.title')}</Heading>
            <Text variant="lead">{t('landing.lead')}</Text>
            <SearchSlot>
              <SearchBox />
            </SearchSlot>
            <QuickLinks aria-label={t('landing.quickLinks')}>
              <li>
                <LocaleLink to="/domain/transfer">{t('landing.more.transfer.title')}</LocaleLink>
              </li>
              <li>
                <LocaleLink to="/whois">{t('landing.more.whois.title')}</LocaleLink>
              </li>
              <li>
                <LocaleLink to="/domain/pricing">{t('landing.more.pricing.title')}</LocaleLink>
              </li>
            </QuickLinks>
          </Stack>
        </Container>
      </Hero>

      <Section>
        <Container>
          <Stack gap={6}>
            <Heading level={2}>{t('landing.spotlight')}</Heading>
            <Text variant="muted">{t('landing.spotlightLead')}</Text>
          </Stack>
          <Grid as="ul" min={240} gap={20} style={{ marginTop: 24 }} aria-label={t('landing.spotlight')} aria-busy={spotlight.isLoading || undefined}>
            {spotlight.isLoading && Array.from({ length: 4 }, (_, index) => <li key={index}><Skeleton height={200} /></li>)}
            {spotlight.data?.map((tld) => (
              <Card as="li" key={tld.tld} interactive aria-labelledby={`spot-${tld.tld}`}>
                <Stack gap={10}>
                  <Stack direction="row" gap={8} wrap>
                    <TldName id={`spot-${tld.tld}`}>
                      <LocaleLink to={`/domain/tld/${encodeURIComponent(tld.tld)}`}>.{tld.tld}</LocaleLink>
                    </TldName>
                    {tld.tags.map((tag) => (
                      <Badge key={tag} tone={tag} size="sm">
                        {t(`tags.${tag}`)}
                      </Badge>
                    ))}
                  </Stack>
                  <Text weight="semibold">{tld.title}</Text>
                  <Text variant="muted">{tld.summary}</Text>
                  <Price cents={tld.registerPrice} locale={locale} suffix={t('tlds.perYear')} />
                  <div>
                    <Button as={LocaleLink} to={`/domain/search?tld=${encodeURIComponent(tld.tld)}`} variant="secondary" size="sm">
                      {t('tlds.searchDomain')} <VisuallyHidden>{t('tlds.searchEnding', { tld: `.${tld.tld}` })}</VisuallyHidden>
                    </Button>
                  </div>
                </Stack>
              </Card>
            ))}
          </Grid>
          {spotlight.isError && <Text variant="muted">{t('errors.loadDescription')}</Text>}
        </Container>
      </Section>

      {(discounts.isLoading || (discounts.data && discounts.data.length > 0)) && (
        <Section tone="soft">
          <Container>
            <Stack gap={6}>
              <Heading level={2}>{t('landing.discounts')}</Heading>
              <Text variant="muted">{t('landing.discountsLead')}</Text>
            </Stack>
            <Grid as="ul" min={200} gap={16} style={{ marginTop: 24 }} aria-label={t('landing.discounts')}>
              {discounts.isLoading && Array.from({ length: 4 }, (_, index) => <li key={index}><Skeleton height={140} /></li>)}
              {discounts.data?.map((discount) => (
                <Card as="li" key={`${discount.tld}-${discount.type}`} aria-labelledby={`deal-${discount.tld}`}>
                  <Stack gap={8}>
                    <Stack direction="row" gap={8} justify="between">
                      <TldName id={`deal-${discount.tld}`}>
                        <LocaleLink to={`/domain/tld/${encodeURIComponent(discount.tld)}`}>.{discount.tld}</LocaleLink>
                      </TldName>
                      <Badge tone="sale" variant="solid">
                        {t('landing.percentOff', { percent: discount.percent })}
                      </Badge>
                    </Stack>
                    <Price cents={discount.price} original={discount.regularPrice} originalLabel={t('landing.regularPrice')} currentLabel={t('landing.nowPrice')} locale={locale} suffix={t('tlds.perYear')} />
                    <Text variant="caption">{t(`landing.discountType.${discount.type}`)}</Text>
                  </Stack>
                </Card>
              ))}
            </Grid>
          </Container>
        </Section>
      )}

      <Section>
        <Container>
          <Heading level={2}>{t('landing.howTitle')}</Heading>
          <Steps>
            {HOW.map((step) => (
              <li key={step}>
                <h3>{t(`landing.how.${step}.title`)}</h3>
                <p>{t(`landing.how.${step}.text`)}</p>
              </li>
            ))}
          </Steps>
        </Container>
      </Section>

      <Section spacing="sm" style={{ paddingBottom: 64 }}>
        <Container>
          <Heading level={2}>{t('landing.moreTitle')}</Heading>
          <Grid min={220} gap={16} style={{ marginTop: 24 }}>
            {MORE.map((item) => (
              <Card key={item.key}>
                <Stack gap={10}>
                  <Icon name={item.icon} size={28} />
                  <Heading level={3}>{t(`landing.more.${item.key}.title`)}</Heading>
                  <Text variant="muted">{t(`landing.more.${item.key}.text`)}</Text>
                  <div>
                    <Button as={LocaleLink} to={item.to} variant="secondary" size="sm">
                      {t(`landing.more.${item.key}.cta`)}
                    </Button>
                  </div>
                </Stack>
              </Card>
            ))}
          </Grid>
        </Container>
      </Section>
    </>
  );
}
