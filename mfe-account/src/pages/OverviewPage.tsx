import styled from 'styled-components';
import { contractPagePath, formatDate } from '@storefront/contracts';
import { LocaleLink, selectUser, useAppSelector, useLocale, useTranslation } from '@storefront/platform';
import { Container, PageHeader, Price, Stack, Text } from '@storefront/ui';
import { expiringSoon } from '../features/overview/expiring-soon';
import { OverviewCard } from '../features/overview/OverviewCard';
import { useListServicesQuery } from '../shared/services-api';
import { useListNotificationsQuery } from '../shared/account-api';
import { useContractsFollowSigning, useListUnsignedContractsQuery } from '../shared/e-contracts-api';
import { billingApi, useGetPromoCreditTotalQuery, useListInvoicesQuery } from '../shared/billing-api';
import { ACCOUNT_NS } from '../i18n/register';

const Cards = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
`;

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 8px;
  li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    min-width: 0;
  }
  li > :first-child {
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const LIMIT = 5;

/**
 * /account: the overview — balance and promo credit, services expiring soon, unpaid invoices, contracts waiting
 * for a signature and the latest notifications, each linking to its page.
 */
export function OverviewPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const user = useAppSelector(selectUser);
  const balance = billingApi.useGetBalanceQuery();
  const promo = useGetPromoCreditTotalQuery();
  const services = useListServicesQuery();
  const invoices = useListInvoicesQuery();
  const notifications = useListNotificationsQuery({ query: { page: 1, perPage: 5 } });
  const pendingContracts = useListUnsignedContractsQuery(undefined, { refetchOnMountOrArgChange: true });
  useContractsFollowSigning();
  const soon = services.data ? expiringSoon(services.data, new Date()).slice(0, LIMIT) : [];
  const unpaid = (invoices.data?.items ?? []).filter((invoice) => invoice.status === 'unpaid');

  return (
    <Container style={{ paddingBottom: 48 }}>
      <PageHeader title={t('overview.title', { name: user?.firstName ?? '' })} subtitle={t('overview.subtitle')} />
      <Cards>
        <OverviewCard title={t('overview.money')} to="/account/balance" linkLabel={t('overview.toBalance')} loading={balance.isLoading} failed={balance.isError} onRetry={() => void balance.refetch()}>
          <Stack gap={4}>
            <Text variant="muted">{t('balance.current')}</Text>
            {balance.data && <Price cents={balance.data.balance} size="lg" locale={locale} />}
            {promo.data !== undefined && (
              <Text variant="small">
                {t('balance.promoCredit')}: <Price cents={promo.data.total} locale={locale} />
              </Text>
            )}
          </Stack>
        </OverviewCard>
        <OverviewCard title={t('overview.expiring')} to="/account/services" linkLabel={t('overview.toServices')} loading={services.isLoading} failed={services.isError} onRetry={() => void services.refetch()}>
          {soon.length === 0 ? (
            <Text variant="muted">{t('overview.noneExpiring')}</Text>
          ) : (
            <Rows>
              {soon.map((service) => (
                <li key={service.id}>
                  <LocaleLink to={service.kind === 'domain' ? '/account/domains' : `/account/services/${service.id}`}>{service.name}</LocaleLink>
                  <Text as="span" variant="small">
                    {service.status === 'active' ? formatDate(service.renewsAt, locale) : t(`overview.status.${service.status}`, { defaultValue: service.status })}
                  </Text>
                </li>
              ))}
            </Rows>
          )}
        </OverviewCard>
        <OverviewCard title={t('overview.unpaid')} to="/online-payment" linkLabel={t('overview.toPay')} loading={invoices.isLoading} failed={invoices.isError} onRetry={() => void invoices.refetch()}>
          {unpaid.length === 0 ? (
            <Text variant="muted">{t('overview.noneUnpaid')}</Text>
          ) : (
            <Rows>
              {unpaid.slice(0, LIMIT).map((invoice) => (
                <li key={invoice.id}>
                  <LocaleLink to={`/account/invoices/${invoice.id}`}>{invoice.number}</LocaleLink>
                  <Price cents={invoice.total} locale={locale} />
                </li>
              ))}
            </Rows>
          )}
        </OverviewCard>
        <OverviewCard title={t('overview.contracts')} to="/account/contracts" linkLabel={t('overview.toContracts')} loading={pendingContracts.isLoading} failed={pendingContracts.isError} onRetry={() => void pendingContracts.refetch()}>
          {(pendingContracts.data?.items.length ?? 0) === 0 ? (
            <Text variant="muted">{t('overview.noneContracts')}</Text>
          ) : (
            <Rows>
              {pendingContracts.data!.items.slice(0, LIMIT).map((contract) => (
                <li key={contract.id}>
                  <LocaleLink to={contractPagePath(contract)}>{contract.title}</LocaleLink>
                  <Text as="span" variant="small">
                    {contract.number}
                  </Text>
                </li>
              ))}
            </Rows>
          )}
        </OverviewCard>
        <OverviewCard title={t('overview.latest')} to="/notification" linkLabel={t('overview.toNotifications')} loading={notifications.isLoading} failed={notifications.isError} onRetry={() => void notifications.refetch()}>
          {(notifications.data?.items.length ?? 0) === 0 ? (
            <Text variant="muted">{t('notifications.empty')}</Text>
          ) : (
            <Rows>
              {notifications.data!.items.map((item) => (
                <li key={item.id}>
                  <span style={{ fontWeight: item.read ? 400 : 600 }}>{item.title}</span>
                  <Text as="span" variant="small">
                    {formatDate(item.createdAt, locale)}
                  </Text>
                </li>
              ))}
            </Rows>
          )}
        </OverviewCard>
      </Cards>
    </Container>
  );
}
