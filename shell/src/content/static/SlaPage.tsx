import { LocaleLink, useTranslation } from '@storefront/platform';
import { Button, Container, Icon, PageHeader, Section, Stack } from '@storefront/ui';
import { FactList } from './FactList';
import { PolicySection } from './PolicySection';
import { CheckList } from './Prose';
import { SlaCreditTable } from './SlaCreditTable';
import { TextLink } from './TextLink';
import { stringList } from './string-list';

const HIGHLIGHTS = ['target', 'credit', 'claim', 'payout'] as const;

/** Cloud server SLA (spec §2 /service-level-agreement; §5 claim rules; §9 99.5% target and 5/10/15% credits). */
export function SlaPage() {
  const { t } = useTranslation('static');
  return (
    <Container size="md">
      <PageHeader title={t('sla.title')} subtitle={t('sla.subtitle')} />
      <Section spacing="sm">
        <Stack gap={40}>
          <FactList
            label={t('sla.highlightsLabel')}
            items={HIGHLIGHTS.map((key) => ({
              key,
              value: t(`sla.highlights.${key}.value`),
              label: t(`sla.highlights.${key}.label`),
            }))}
          />
          <PolicySection id="sla-scope" base="sla.sections.scope" />
          <PolicySection id="sla-credits" base="sla.sections.credits">
            <SlaCreditTable />
            <CheckList items={stringList(t, 'sla.sections.credits.notes')} />
          </PolicySection>
          <PolicySection id="sla-claims" base="sla.sections.claims">
            <Stack direction="row" gap={20} align="center" wrap>
              <Button as={LocaleLink} to="/contact-us" startIcon={<Icon name="mail" size={18} />}>
                {t('sla.claimCta')}
              </Button>
              <TextLink to="/term-and-conditions">{t('sla.linkTerms')}</TextLink>
            </Stack>
          </PolicySection>
          <PolicySection id="sla-exclusions" base="sla.sections.exclusions" />
        </Stack>
      </Section>
    </Container>
  );
}
