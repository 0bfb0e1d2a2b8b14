import { PageHead, useTranslation } from '@storefront/platform';

export type StaticPageKey = 'about' | 'terms' | 'refund' | 'privacy' | 'sla' | 'contact';

/** The head of a company page, from the title and subtitle the page shows (its texts come with its chunk). */
export function StaticHead({ page }: { page: StaticPageKey }) {
  const { t } = useTranslation('static');
  return <PageHead title={t(`${page}.title`)} description={t(`${page}.subtitle`)} />;
}
