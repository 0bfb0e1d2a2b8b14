import { Container, PageHeader, Section, Stack } from '@storefront/ui';
import { FactList } from './FactList';
import { HelpCallout } from './HelpCallout';
import { PolicySection } from './PolicySection';
import { TextLink } from './TextLink';
import { useTranslation } from '@storefront/platform';

const SUMMARY = ['wallet', 'speed', 'cap'] as const;
const SECTIONS = ['howItWorks', 'eligible', 'notEligible', 'request'] as const;

/** Refund policy (spec §2 /refund-policy; §4: refunds to the wallet within 5 business days, up to one cycle). */
export function RefundPolicyPage() {
  const { t } = useTranslation('static');
  return (
    <Container size="md">
      <PageHeader title={t('refund.title')} subtitle={t('refund.subtitle')} />
      <Section spacing="sm">
        <Stack gap={40}>
          <FactList
            label={t('refund.summaryLabel')}
            items={SUMMARY.map((key) => ({
              key,
              value: t(`refund.summary.${key}.value`),
              label: t(`refund.summary.${key}.label`),
            }))}
          />
          {SECTIONS.map((key) => (
            <PolicySection key={key} id={`refund-${key}`} base={`refund.sections.${key}`}>
              {key === 'request' && (
                <Stack direction="row" gap={20} wrap>
                  <TextLink to="/service-level-agreement">{t('refund.linkSla')}</TextLink>
                  <TextLink to="/term-and-conditions">{t('refund.linkTerms')}</TextLink>
                </Stack>
              )}
            </PolicySection>
          ))}
          <HelpCallout />
        </Stack>
      </Section>
    </Container>
  );
}
