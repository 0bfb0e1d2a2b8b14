import { useState } from 'react';
import { LocaleLink, useTranslation } from '@storefront/platform';
import { Button, Container, EmptyState, ErrorState, FilterChips, PageHeader, Skeleton, Stack } from '@storefront/ui';
import { KIND_FILTERS, matchesFilter, sortForAttention, type KindFilter } from '../features/services/service-status';
import { ServiceRow } from '../features/services/ServiceRow';
import { useListServicesQuery } from '../shared/services-api';
import { ACCOUNT_NS } from '../i18n/register';

/** /account/services: every domain, cloud server, hosting plan and SSL certificate the customer owns. */
export function ServicesPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { data, isLoading, isError, refetch } = useListServicesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [filter, setFilter] = useState<KindFilter>('all');
  const shown = data ? sortForAttention(data.filter((service) => matchesFilter(service, filter))) : [];
  return (
    <Container style={{ paddingBottom: 48 }}>
      <PageHeader title={t('services.title')} subtitle={t('services.subtitle')} />
      <div style={{ maxWidth: 960 }}>
        {isLoading && (
          <Stack gap={12} aria-busy="true">
            <Skeleton height={120} />
            <Skeleton height={120} />
          </Stack>
        )}
        {isError && <ErrorState title={t('services.loadFailed')} retryLabel={t('errors.retry')} onRetry={() => void refetch()} />}
        {data && data.length === 0 && (
          <EmptyState
            title={t('services.empty')}
            description={t('services.emptyDescription')}
            action={
              <Button as={LocaleLink} to="/hosting/shared">
                {t('services.browse')}
              </Button>
            }
          />
        )}
        {data && data.length > 0 && (
          <Stack gap={16}>
            <FilterChips label={t('services.filterLabel')} options={KIND_FILTERS.map((value) => ({ value, label: t(`services.filter.${value}`) }))} value={filter} onChange={setFilter} />
            {shown.length === 0 ? (
              <EmptyState title={t('services.noneOfKind')} />
            ) : (
              <Stack as="ul" gap={12} aria-label={t('services.listLabel')} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
                {shown.map((service) => (
                  <ServiceRow key={service.id} service={service} />
                ))}
              </Stack>
            )}
          </Stack>
        )}
      </div>
    </Container>
  );
}
