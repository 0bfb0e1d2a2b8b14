import { formatUsd, pathOf, staffOrderEndpoints, type StaffOrderSort } from '@storefront/contracts';
import { LocaleLink, useLocale, useSearchParams, useTranslation } from '@storefront/platform';
import { Button, Stack, Text } from '@storefront/ui';
import { DataView } from '../../components/DataView';
import { ListPager, useListPages } from '../../components/ListPager';
import { StaffPageIntro } from '../../components/StaffPage';
import { SortButton, StaffTable, type StaffColumn } from '../../components/StaffTable';
import { formatBangkok } from '../../bangkok-time';
import { readOf, useListStaffOrdersQuery } from '../../shared/staff-api';
import { filtersOf, paramsOf, queryOf, type OrderFilters } from './order-filters';
import { OrderFilterForm } from './OrderFilterForm';
import { OrderStatusBadge, useMethodName } from './OrderStatusBadge';
import { ORDERS_NS } from './orders.words';

/** A column the list sorts by: its heading a button that sorts by it, then turns the order round. */
function SortHeading({ column, label, filters, onSort }: { column: StaffOrderSort; label: string; filters: OrderFilters; onSort: (filters: OrderFilters) => void }) {
  const { t } = useTranslation(ORDERS_NS);
  const current = filters.sort === column;
  return (
    <SortButton
      type="button"
      aria-label={current ? t(filters.dir === 'asc' ? 'sortedAsc' : 'sortedDesc', { column: label }) : t('sortBy', { column: label })}
      onClick={() => onSort({ ...filters, sort: column, dir: current && filters.dir === 'desc' ? 'asc' : 'desc' })}
    >
      {label} {current ? (filters.dir === 'asc' ? '↑' : '↓') : '↕'}
    </SortButton>
  );
}

/**
 * Orders for staff (issue 32 item 2): every order newest first, filtered by status, method, days or an id, invoice
 * number or email (the filters in the address), sorted by time or total, a page at a time, and the same as CSV.
 */
export function OrdersPage() {
  const { t } = useTranslation(ORDERS_NS);
  const { locale } = useLocale();
  const methodName = useMethodName();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const query = queryOf(filters);
  const pages = useListPages();
  const { after } = pages;
  const result = useListStaffOrdersQuery({ query: { ...query, ...(after ? { after } : {}) } }, { refetchOnMountOrArgChange: true });
  // This page's answer only (currentData): another page's rows and cursor are never shown as this one's.
  const read = readOf({ ...result, data: result.currentData });
  const apply = (next: OrderFilters) => {
    pages.first();
    setParams(paramsOf(next));
  };
  const sortColumn = (column: StaffOrderSort, label: string): StaffColumn => ({
    label,
    heading: <SortHeading column={column} label={label} filters={filters} onSort={apply} />,
    sort: filters.sort === column ? (filters.dir === 'asc' ? 'ascending' : 'descending') : 'none',
  });
  const csv = `${pathOf(staffOrderEndpoints.exportStaffOrders)}?${new URLSearchParams(query as Record<string, string>).toString()}`;

  return (
    <Stack gap={24}>
      <StaffPageIntro title={t('title')} intro={t('intro')} />
      <OrderFilterForm key={params.toString()} filters={filters} onApply={apply} />
      {filters.customer && (
        <Stack direction="row" gap={12} wrap align="center">
          <Text>{t('filters.oneCustomer')}</Text>
          <Button variant="secondary" size="sm" onClick={() => apply({ ...filters, customer: '' })}>
            {t('filters.allCustomers')}
          </Button>
        </Stack>
      )}
      <Stack direction="row" gap={12} wrap align="center">
        <Button as="a" variant="secondary" size="sm" href={csv} download="orders.csv">
          {t('csv')}
        </Button>
        <Text variant="small">{t('csvHint')}</Text>
      </Stack>
      <DataView read={read} retry isEmpty={(data) => data.items.length === 0} emptyTitle={t('empty')}>
        {(data) => (
          <Stack gap={12}>
            <StaffTable
              caption={t('caption')}
              columns={[
                t('columns.order'),
                t('columns.customer'),
                t('columns.status'),
                t('columns.method'),
                sortColumn('total', t('columns.total')),
                t('columns.invoice'),
                sortColumn('createdAt', t('columns.created')),
              ]}
            >
              {data.items.map((order) => (
                <tr key={order.id}>
                  <th scope="row">
                    <LocaleLink to={`/staff/orders/${order.id}`}>{order.id.slice(0, 8)}</LocaleLink>
                  </th>
                  <td>
                    <LocaleLink to={`/staff/customers/${order.customer.id}`}>{order.customer.email}</LocaleLink>
                  </td>
                  <td>
                    <OrderStatusBadge status={order.status} refunded={order.refunded} />
                  </td>
                  <td>{methodName(order.method)}</td>
                  <td>
                    {formatUsd(order.total, locale)}
                    <Text variant="small">
                      {t('columns.vat')} {formatUsd(order.vat, locale)}
                    </Text>
                  </td>
                  <td>{order.invoiceNumber ?? t('noInvoice')}</td>
                  <td>{formatBangkok(order.createdAt, locale)}</td>
                </tr>
              ))}
            </StaffTable>
            <ListPager pages={pages} next={data.next} />
          </Stack>
        )}
      </DataView>
    </Stack>
  );
}
