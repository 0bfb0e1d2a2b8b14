import type { ReactNode } from 'react';
import { formatUsd } from '@storefront/contracts';
import { LocaleLink, useLocale, useSearchParams, useTranslation } from '@storefront/platform';
import { EmptyState, Heading, Stack, Text } from '@storefront/ui';
import { formatBangkok } from '../../bangkok-time';
import { DataView } from '../../components/DataView';
import { readOf, useSearchStaffQuery } from '../../shared/staff-api';
import { OrderStatusBadge } from '../orders/OrderStatusBadge';
import { SEARCH_NS } from './search.words';

function Group({ title, children, all }: { title: string; children: ReactNode[]; all?: ReactNode }) {
  if (children.length === 0) return null;
  return (
    <Stack gap={8}>
      <Heading level={3} size="card">
        {title}
      </Heading>
      <ul style={{ margin: 0, paddingInlineStart: 20, display: 'grid', gap: 6, overflowWrap: 'anywhere' }}>{children}</ul>
      {all}
    </Stack>
  );
}

/** What the console's one search box found (issue 32 item 3): customers, orders, domains and services, each a link. */
export function SearchPage() {
  const { t } = useTranslation(SEARCH_NS);
  const { locale } = useLocale();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const result = useSearchStaffQuery({ query: { q } }, { skip: q.length < 2, refetchOnMountOrArgChange: true });
  const read = readOf({ ...result, data: result.currentData });
  const query = new URLSearchParams({ q }).toString();
  return (
    <Stack gap={24}>
      <Heading level={2}>{t('title', { q })}</Heading>
      {q.length < 2 ? (
        <Text>{t('tooShort')}</Text>
      ) : (
        <DataView read={read} retry>
          {(found) =>
            found.customers.length + found.orders.length + found.domains.length + found.services.length === 0 ? (
              <EmptyState title={t('nothing', { q })} />
            ) : (
              <Stack gap={24}>
                <Text variant="small">{t('more')}</Text>
                <Group title={t('customers')} all={<LocaleLink to={`/staff/customers?${query}`}>{t('allCustomers')}</LocaleLink>}>
                  {found.customers.map((customer) => (
                    <li key={customer.id}>
                      <LocaleLink to={`/staff/customers/${customer.id}`}>{customer.email}</LocaleLink> · {customer.firstName} {customer.lastName} · {customer.phoneNumber ?? '—'}
                    </li>
                  ))}
                </Group>
                <Group title={t('orders')} all={<LocaleLink to={`/staff/orders?${query}`}>{t('allOrders')}</LocaleLink>}>
                  {found.orders.map((order) => (
                    <li key={order.id}>
                      <LocaleLink to={`/staff/orders/${order.id}`}>{order.invoiceNumber ?? order.id.slice(0, 8)}</LocaleLink> · {formatUsd(order.total, locale)} ·{' '}
                      <OrderStatusBadge status={order.status} refunded={order.refunded} /> · {t('of', { email: order.customer.email })}
                    </li>
                  ))}
                </Group>
                <Group title={t('domains')}>
                  {found.domains.map((domain) => (
                    <li key={domain.id}>
                      <LocaleLink to={`/staff/customers/${domain.customer.id}`}>{domain.domain}</LocaleLink> · {t('expires', { date: formatBangkok(domain.expiresAt, locale) })} · {t('of', { email: domain.customer.email })}
                    </li>
                  ))}
                </Group>
                <Group title={t('services')}>
                  {found.services.map((service) => (
                    <li key={service.id}>
                      <LocaleLink to={`/staff/customers/${service.customer.id}`}>{service.name}</LocaleLink>
                      {service.ip ? ` · ${service.ip}` : ''} · {service.status} · {t('of', { email: service.customer.email })}
                    </li>
                  ))}
                </Group>
              </Stack>
            )
          }
        </DataView>
      )}
    </Stack>
  );
}
