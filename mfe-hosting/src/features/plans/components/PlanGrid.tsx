import { EmptyState, ErrorState, Grid, Skeleton } from '@storefront/ui';
import type { HostingProductType } from '@storefront/contracts';
import { useListProductsQuery } from '../../../shared/catalogue-api';
import { PlanCard } from './PlanCard';
import { useTranslation } from '@storefront/platform';
import { HOSTING_NS } from '../../../i18n/register';

/** The plans of one type from the api, with loading, empty and error states. */
export function PlanGrid({ type }: { type: HostingProductType }) {
  const { t } = useTranslation(HOSTING_NS);
  const { data, isLoading, isError, refetch } = useListProductsQuery({ query: { type } });
  if (isLoading) {
    return (
      <Grid min={260} gap={20} aria-busy="true">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} height={420} />
        ))}
      </Grid>
    );
  }
  if (isError) return <ErrorState title={t('errors.loadTitle')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void refetch()} />;
  if (!data || data.length === 0) return <EmptyState title={t('errors.emptyTitle')} description={t('errors.emptyDescription')} />;
  return (
    <Grid min={260} gap={20}>
      {data.map((plan) => (
        <PlanCard key={plan.key} plan={plan} type={type} />
      ))}
    </Grid>
  );
}
