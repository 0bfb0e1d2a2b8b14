import { useTranslation } from '@storefront/platform';
import type { HostingProductType } from '@storefront/contracts';
import { Container, PageHeader, Section } from '@storefront/ui';
import { PageQuestions } from '../features/plans/components/PageQuestions';
import { PlanGrid } from '../features/plans/components/PlanGrid';
import { FromPrice, SharedHostingDemo } from '../features/plans/components/PlanFacts';
import { PillLinks } from '../shared/PillLinks';
import { HOSTING_NS } from '../i18n/register';

/** The plan pages, each linking its siblings (a customer comparing kinds of hosting moves between them). */
const PLAN_PAGES = [
  { page: 'shared', to: '/hosting/shared' },
  { page: 'cloudHosting', to: '/hosting/cloud' },
  { page: 'wordpress', to: '/hosting/wordpress' },
  { page: 'cloudServer', to: '/cloud' },
] as const;

interface Props {
  type: HostingProductType;
  page: 'shared' | 'cloudHosting' | 'wordpress' | 'cloudServer' | 'ssl';
}

/** A product page: its plans from the api and the answers customers look for. */
export function PlansPage({ type, page }: Props) {
  const { t } = useTranslation(HOSTING_NS);
  return (
    <>
      <Container>
        <PageHeader title={t(`pages.${page}.title`)} subtitle={t(`pages.${page}.subtitle`)} />
        <FromPrice type={type} />
        <PillLinks label={t('plans.siblings')} links={PLAN_PAGES.map((sibling) => ({ label: t(`pages.${sibling.page}.title`), to: sibling.to, current: sibling.page === page }))} />
      </Container>
      <Section>
        <Container>
          <PlanGrid type={type} />
          {type === 'shared-hosting' && (
            <div style={{ marginTop: 24 }}>
              <SharedHostingDemo />
            </div>
          )}
        </Container>
      </Section>
      <PageQuestions page={page} />
    </>
  );
}
