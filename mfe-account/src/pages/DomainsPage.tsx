import { useTranslation } from '@storefront/platform';
import { Button, Container, EmptyState, ErrorState, PageHeader, Skeleton, Stack } from '@storefront/ui';
import { LocaleLink } from '@storefront/platform';
import { useOwnedDomains } from '../features/domains/use-owned-domains';
import { OwnedDomainRow } from '../features/domains/OwnedDomainRow';
import { sortForAttention } from '../features/domains/domain-actions';
import { ACCOUNT_NS } from '../i18n/register';

/** /account/domains: the customer's domains, renewals and reactivations from redemption. */
export function DomainsPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { data, isLoading, isError, refetch } = useOwnedDomains();
  return (
    <Container style={{ paddingBottom: 48 }}>
      <PageHeader title={t('domains.title')} subtitle={t('domains.subtitle')} />
      <div style={{ maxWidth: 880 }}>
        {isLoading && (
          <Stack gap={12} aria-busy="true">
            <Skeleton height={88} />
            <Skeleton height={88} />
          </Stack>
        )}
        {isError && <ErrorState title={t('domains.loadFailed')} retryLabel={t('errors.retry')} onRetry={() => void refetch()} />}
        {data && data.length === 0 && (
          <EmptyState
            title={t('domains.empty')}
            description={t('domains.emptyDescription')}
            action={
              <Button as={LocaleLink} to="/domain">
                {t('domains.find')}
              </Button>
            }
          />
        )}
        {data && data.length > 0 && (
          <Stack as="ul" gap={12} aria-label={t('domains.listLabel')} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
            {sortForAttention(data).map((domain) => (
              <OwnedDomainRow key={domain.domain} domain={domain} />
            ))}
          </Stack>
        )}
      </div>
    </Container>
  );
}
