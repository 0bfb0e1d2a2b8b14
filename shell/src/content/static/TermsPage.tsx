import { Container, PageHeader, Section, Stack } from '@storefront/ui';
import { HelpCallout } from './HelpCallout';
import { LegalLayout } from './LegalLayout';
import { PolicySection } from './PolicySection';
import { Paragraphs } from './Prose';
import { TextLink } from './TextLink';
import { stringList } from './string-list';
import { useTranslation } from '@storefront/platform';

const SECTIONS = [
  'accounts',
  'payment',
  'renewal',
  'suspension',
  'domains',
  'sms',
  'refunds',
  'termination',
  'acceptableUse',
  'liability',
  'changes',
] as const;

type TermsSection = (typeof SECTIONS)[number];

/** Links placed under the section they belong to. */
const RELATED: Partial<Record<TermsSection, { to: string; label: string }>> = {
  refunds: { to: '/refund-policy', label: 'terms.linkRefund' },
  liability: { to: '/service-level-agreement', label: 'terms.linkSla' },
};

/** Terms and conditions (spec §2 /term-and-conditions and /tos; rules of §4, last updated Sep 1st 2025). */
export function TermsPage() {
  const { t } = useTranslation('static');
  const toc = SECTIONS.map((key) => ({ id: `terms-${key}`, label: t(`terms.sections.${key}.title`) }));
  return (
    <Container>
      <PageHeader title={t('terms.title')} subtitle={t('common.lastUpdated')} description={t('terms.subtitle')} />
      <Section spacing="sm">
        <LegalLayout toc={toc}>
          <Stack gap={12}>
            <Paragraphs items={stringList(t, 'terms.intro')} />
            <Stack direction="row" gap={20} wrap>
              <TextLink to="/privacy-policy">{t('terms.linkPrivacy')}</TextLink>
              <TextLink to="/refund-policy">{t('terms.linkRefund')}</TextLink>
              <TextLink to="/service-level-agreement">{t('terms.linkSla')}</TextLink>
            </Stack>
          </Stack>
          {SECTIONS.map((key) => {
            const related = RELATED[key];
            return (
              <PolicySection key={key} id={`terms-${key}`} base={`terms.sections.${key}`}>
                {related && (
                  <div>
                    <TextLink to={related.to}>{t(related.label)}</TextLink>
                  </div>
                )}
              </PolicySection>
            );
          })}
          <HelpCallout />
        </LegalLayout>
      </Section>
    </Container>
  );
}
