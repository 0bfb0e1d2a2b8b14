import { formatDate } from '@storefront/contracts';
import { useState } from 'react';
import { useLocale, useTranslation } from '@storefront/platform';
import { Card, DataTable, EmptyState, ErrorState, Heading, Icon, Pagination, Skeleton, Stack } from '@storefront/ui';
import { useGetRewardHistoriesQuery } from '../../shared/wheel-api';
import { PROMOTIONS_NS } from '../../i18n/register';


/** The wheel's reward history (spec §2: user, date, award), the customer masked by the api. */
export function RewardHistory({ wheelId }: { wheelId: string }) {
  const { t } = useTranslation(PROMOTIONS_NS);
  const { locale } = useLocale();
  const [page, setPage] = useState(1);
  const { data, isLoading, isError, refetch } = useGetRewardHistoriesQuery({ params: { id: wheelId }, query: { page } });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Card>
      <Stack gap={12}>
        <Heading level={2} size="card">
          {t('wheel.history.title')}
        </Heading>
        {isLoading && <Skeleton height={160} />}
        {isError && <ErrorState title={t('wheel.history.error')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void refetch()} />}
        {data && data.items.length === 0 && <EmptyState icon={<Icon name="gift" size={32} />} title={t('wheel.history.empty')} description={t('wheel.history.emptyText')} />}
        {data && data.items.length > 0 && (
          <>
            <DataTable caption={t('wheel.history.title')}>
              <thead>
                <tr>
                  <th scope="col">{t('wheel.history.customer')}</th>
                  <th scope="col">{t('wheel.history.date')}</th>
                  <th scope="col">{t('wheel.history.award')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((item) => (
                  <tr key={item.id}>
                    <td>{item.customer}</td>
                    <td>{formatDate(item.date, locale, true)}</td>
                    <td>{item.award}</td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
            <Pagination
              page={page}
              pageCount={pages}
              onChange={setPage}
              label={t('wheel.history.pages')}
              pageLabel={(n) => t('wheel.history.page', { n })}
              previousLabel={t('wheel.history.previous')}
              nextLabel={t('wheel.history.next')}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
