import { LocaleLink, selectFlags, useAppSelector, type FeatureFlags, useTranslation } from '@storefront/platform';
import type { HostingProductType } from '@storefront/contracts';
import { Button, Container, PageHeader, Section, StatusPage } from '@storefront/ui';
import { PageQuestions } from '../features/plans/components/PageQuestions';
import { PlanGrid } from '../features/plans/components/PlanGrid';
import { PillLinks } from '../shared/PillLinks';

/** The plan pages, each linking its siblings (a customer comparing kinds of hosting moves between them). */
const PLAN_PAGES = [
  { page: 'shared', to: '/hosting/shared' },
  { page: 'cloudHosting', to: '/hosting/cloud' },
  { page: 'wordpress', to: '/hosting/wordpress' },
  { page: 'cloudServer', to: '/cloud' },
] as const;

interface Props {
  type: HostingProductType;
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
  return (
    <>
      <Container>
        <PageHeader title={t(`pages.${page}.title`)} subtitle={t(`pages.${page}.subtitle`)} />
        <PillLinks label={t('plans.siblings')} links={PLAN_PAGES.map((sibling) => ({ label: t(`pages.${sibling.page}.title`), to: sibling.to, current: sibling.page === page }))} />
      </Container>
      <Section>
        <Container>
          <PlanGrid type={type} />
        </Container>
      </Section>
      <PageQuestions page={page} />
    </>
  );
}
