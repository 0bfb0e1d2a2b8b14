import { Container, DataTable, PageHeader, Section } from '@storefront/ui';
import { HelpCallout } from './HelpCallout';
import { LegalLayout } from './LegalLayout';
import { PolicySection } from './PolicySection';
import { Paragraphs } from './Prose';
import { stringList } from './string-list';
import { useTranslation } from '@storefront/platform';

const SECTIONS = ['collect', 'use', 'cookies', 'sharing', 'storage', 'rights', 'breach', 'changes'] as const;
const COOKIES = ['session', 'auth', 'language', 'notice', 'marketing'] as const;

/** The cookies used by the storefront, with the 365-day language cookie of spec §1. */
function CookieTable() {
  const { t } = useTranslation('static');
  const base = 'privacy.sections.cookies';
  return (
    <DataTable caption={t(`${base}.tableCaption`)}>
      <thead>
        <tr>
          <th scope="col">{t(`${base}.colName`)}</th>
          <th scope="col">{t(`${base}.colPurpose`)}</th>
          <th scope="col">{t(`${base}.colDuration`)}</th>
        </tr>
      </thead>
      <tbody>
        {COOKIES.map((row) => (
          <tr key={row}>
            <th scope="row">{t(`${base}.rows.${row}.name`)}</th>
            <td>{t(`${base}.rows.${row}.purpose`)}</td>
            <td>{t(`${base}.rows.${row}.duration`)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

/** Privacy policy (spec §2 /privacy-policy; data-subject answers in 30 days, breach notice in 72 hours). */
export function PrivacyPolicyPage() {
  const { t } = useTranslation('static');
  const toc = SECTIONS.map((key) => ({ id: `privacy-${key}`, label: t(`privacy.sections.${key}.title`) }));
  return (
    <Container>
      <PageHeader title={t('privacy.title')} subtitle={t('privacy.subtitle')} />
      <Section spacing="sm">
        <LegalLayout toc={toc}>
          <Paragraphs items={stringList(t, 'privacy.intro')} />
          {SECTIONS.map((key) => (
            <PolicySection key={key} id={`privacy-${key}`} base={`privacy.sections.${key}`}>
              {key === 'cookies' && <CookieTable />}
            </PolicySection>
          ))}
          <HelpCallout />
        </LegalLayout>
      </Section>
    </Container>
  );
}
