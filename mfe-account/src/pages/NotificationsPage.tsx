import styled from 'styled-components';
import { PER_PAGE_CHOICES } from '@storefront/contracts';
import { Card, Container, EmptyState, ErrorState, Icon, PageHeader, Pagination, PerPageSelect, SegmentedControl, Skeleton, Stack } from '@storefront/ui';
import { MarkAllRead } from '../features/notifications/MarkAllRead';
import { NotificationItem } from '../features/notifications/NotificationItem';
import { useGetNotificationsQuery } from '../features/notifications/notifications-api';
import { readQuery, writeQuery } from '../features/notifications/query-params';
import { useSearchParams, useTranslation } from '@storefront/platform';
import { ACCOUNT_NS } from '../i18n/register';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * /notification: the signed-in customer's notifications, unread filter and entries per page (spec §2); mark one or
 * all read.
 */
export function NotificationsPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const { data, isLoading, isFetching, isError, refetch } = useGetNotificationsQuery(query);
  const update = (change: Partial<typeof query>) => setParams(writeQuery({ ...query, ...change }), { replace: false });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.perPage)) : 1;

  return (
    <Container style={{ paddingBottom: 48 }}>
      <PageHeader title={t('notifications.title')} subtitle={t('notifications.subtitle')} />
      <Stack direction="row" gap={16} justify="between" wrap style={{ margin: '8px 0 16px' }}>
        <SegmentedControl
          label={t('notifications.filterLabel')}
          value={query.unread ? 'unread' : 'all'}
          onChange={(value) => update({ unread: value === 'unread', page: 1 })}
          options={[
            { value: 'all', label: t('notifications.all') },
            { value: 'unread', label: t('notifications.unread'), count: data?.unreadCount },
          ]}
        />
        <PerPageSelect
          label={t('notifications.perPage')}
          choices={[...PER_PAGE_CHOICES]}
          value={query.perPage}
          onChange={(perPage) => update({ perPage, page: 1 })}
        />
      </Stack>
      {data && <MarkAllRead unreadCount={data.unreadCount} />}
      <Card padding="none" aria-busy={isFetching} style={{ marginTop: data && data.unreadCount > 0 ? 12 : 0 }}>
        {isLoading && (
          <Stack gap={8} style={{ padding: 16 }}>
            <Skeleton height={72} />
            <Skeleton height={72} />
            <Skeleton height={72} />
          </Stack>
        )}
        {isError && <ErrorState title={t('errors.loadTitle')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void refetch()} />}
        {data && data.items.length === 0 && (
          <EmptyState icon={<Icon name="bell" size={40} />} title={query.unread ? t('notifications.emptyUnread') : t('notifications.empty')} description={t('notifications.emptyDescription')} />
        )}
        {data && data.items.length > 0 && (
          <List aria-label={t('notifications.listLabel')}>
            {data.items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </List>
        )}
      </Card>
      {data && pageCount > 1 && (
        <Stack direction="row" justify="center" style={{ marginTop: 20 }}>
          <Pagination
            page={query.page}
            pageCount={pageCount}
            onChange={(page) => update({ page })}
            label={t('notifications.pagination')}
            pageLabel={(n) => t('notifications.pageN', { n })}
            previousLabel={t('notifications.previous')}
            nextLabel={t('notifications.next')}
          />
        </Stack>
      )}
    </Container>
  );
}
