import styled from 'styled-components';
import { TLD_REGIONS, type TldKind } from '@storefront/contracts';
import { LocaleLink, useSearchParams, useTranslation } from '@storefront/platform';
import { Container, EmptyState, ErrorState, PageHeader, Section, Skeleton, Stack } from '@storefront/ui';
import { useGetTldsQuery, type RegionFilter as Region } from '../features/tlds/api/get-tlds';
import { RegionFilter } from '../features/tlds/components/RegionFilter';
import { TldCard } from '../features/tlds/components/TldCard';

const List = styled.ul`
  display: grid;
  gap: 16px;
  margin: 24px 0 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
`;

const Tabs = styled.nav`
  display: flex;
  gap: 16px;
  a {
    font-weight: 600;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.muted};
    padding-bottom: 4px;
    border-bottom: 2px solid transparent;
  }
  a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.brand};
    border-bottom-color: ${({ theme }) => theme.colors.brand};
  }
`;

function parseRegion(value: string | null): Region {
  return value && (TLD_REGIONS as readonly string[]).includes(value) ? (value as Region) : 'all';
}

/** /domain/gtld and /domain/cctld: TLDs with their register price, filtered by region. */
export function TldListPage({ kind }: { kind: TldKind }) {
  const { t } = useTranslation('domains');
  const [params, setParams] = useSearchParams();
  const region = parseRegion(params.get('region'));
  const { data, isLoading, isError, refetch } = useGetTldsQuery({ kind, region: kind === 'country' ? region : 'all' });
  const titleKey = kind === 'generic' ? 'gtld' : 'cctld';

  const changeRegion = (next: Region) => {
    const updated = new URLSearchParams(params);
    if (next === 'all') updated.delete('region');
    else updated.set('region', next);
    setParams(updated, { replace: true });
  };

  return (
    <Container>
      <PageHeader title={t(`tlds.${titleKey}.title`)} subtitle={t(`tlds.${titleKey}.subtitle`)} />
      <Section>
        <Stack gap={16}>
          <Tabs aria-label={t('tlds.kindsLabel')}>
            <LocaleLink to="/domain/gtld" aria-current={kind === 'generic' ? 'page' : undefined}>
              {t('tlds.gtld.tab')}
            </LocaleLink>
            <LocaleLink to="/domain/cctld" aria-current={kind === 'country' ? 'page' : undefined}>
              {t('tlds.cctld.tab')}
            </LocaleLink>
          </Tabs>
          {kind === 'country' && <RegionFilter value={region} onChange={changeRegion} />}
        </Stack>
        {isLoading && (
          <List aria-busy="true">
            {Array.from({ length: 8 }, (_, index) => (
              <li key={index}>
                <Skeleton height={168} />
              </li>
            ))}
          </List>
        )}
        {isError && <ErrorState title={t('errors.loadTitle')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void refetch()} />}
        {data && data.length === 0 && <EmptyState title={t('tlds.empty.title')} description={t('tlds.empty.description')} />}
        {data && data.length > 0 && (
          <List aria-label={t(`tlds.${titleKey}.listLabel`)}>
            {data.map((tld) => (
              <TldCard key={tld.tld} tld={tld} />
            ))}
          </List>
        )}
      </Section>
    </Container>
  );
}
