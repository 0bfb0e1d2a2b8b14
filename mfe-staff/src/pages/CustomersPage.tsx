import { useState } from 'react';
import { formatUsd, type StaffCustomersQuery, type StaffUser } from '@storefront/contracts';
import { LocaleLink, useLocale, useSearchParams, useTranslation } from '@storefront/platform';
import { Badge, Button, Card, Heading, Select, Stack, Text, TextField } from '@storefront/ui';
import { formatBangkok } from '../bangkok-time';
import { CustomerActions } from '../components/CustomerActions';
import { DataView } from '../components/DataView';
import { useDoneNotice } from '../components/DoneNotice';
import { ListPager, useListPages } from '../components/ListPager';
import { StaffTable } from '../components/StaffTable';
import { centsOfUsd } from '../money';
import { readOf, useSearchCustomersQuery } from '../shared/staff-api';

/** The state badges of a customer (banned or active, a staff role, a password change required). */
export function CustomerBadges({ user }: { user: Pick<StaffUser, 'banned' | 'role' | 'mustChangePassword'> }) {
  const { t } = useTranslation('staff');
  return (
    <Stack direction="row" gap={6} wrap>
      {user.banned ? <Badge tone="danger">{t('customers.banned')}</Badge> : <Badge tone="success">{t('customers.active')}</Badge>}
      {user.role !== 'customer' && <Badge tone="info">{t(`roles.${user.role}`)}</Badge>}
      {user.mustChangePassword && <Badge tone="warning">{t('customers.passwordChangeRequired')}</Badge>}
    </Stack>
  );
}

/** The list's filters as the address says them: /staff/customers?status=banned&country=TH (a link opens the list filtered). */
const FILTER_KEYS = ['q', 'status', 'country', 'minBalance'] as const;
type CustomerFilters = Record<(typeof FILTER_KEYS)[number], string>;

const filtersOf = (params: URLSearchParams): CustomerFilters => Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as CustomerFilters;

/** The api's query for the filters: what is set, the balance in cents; null names the field that is not a value. */
function queryOf(filters: CustomerFilters): { query: StaffCustomersQuery; invalid: 'country' | 'minBalance' | null } {
  const query: StaffCustomersQuery = {};
  if (filters.q.trim().length >= 2) query.q = filters.q.trim();
  if (filters.status === 'active' || filters.status === 'banned') query.status = filters.status;
  if (filters.country.trim()) {
    if (!/^[A-Za-z]{2}$/.test(filters.country.trim())) return { query, invalid: 'country' };
    query.country = filters.country.trim().toUpperCase();
  }
  if (filters.minBalance.trim()) {
    const cents = centsOfUsd(filters.minBalance, { allowZero: true });
    if (cents === null) return { query, invalid: 'minBalance' };
    query.minBalance = cents;
  }
  return { query, invalid: null };
}

/**
 * Customers (issue 18 item 8, issue 32 item 2): every account newest first without typing a search, or found by
 * email, name or phone; filtered by state, billing country and least balance (the filters in the address); a page
 * at a time. Each opens its page; the actions on each ask for a reason.
 */
export function CustomersPage() {
  const { t } = useTranslation('staff');
  const { locale } = useLocale();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const [draft, setDraft] = useState(filters);
  const { query, invalid } = queryOf(filters);
  const pages = useListPages();
  const result = useSearchCustomersQuery({ query: { ...query, ...(pages.after ? { after: pages.after } : {}) } }, { skip: invalid !== null });
  // This page's answer only: another page's rows or cursor are never shown as this one's. An action on a customer
  // makes the list stale ('StaffUser') and it reads again.
  const read = readOf({ ...result, data: result.currentData });
  const { notice, done } = useDoneNotice();
  const apply = (next: CustomerFilters) => {
    pages.first();
    const address = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key].trim()) address.set(key, next[key].trim());
    // The same filters asked again read again (someone else may have changed a customer meanwhile).
    if (address.toString() === params.toString()) void read.reload();
    else setParams(address);
  };
  const set = (key: keyof CustomerFilters) => (event: { target: { value: string } }) => setDraft((current) => ({ ...current, [key]: event.target.value }));
  const any = { value: '', label: t('customers.any') };

  return (
    <Stack gap={24}>
      <Stack gap={12}>
        <Heading level={2}>{t('customers.title')}</Heading>
        <Text variant="muted">{t('customers.intro')}</Text>
      </Stack>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          apply(draft);
        }}
      >
        <Stack gap={12}>
          <Stack direction="row" gap={12} wrap collapseBelow="md" align="end">
            <TextField label={t('customers.search')} value={draft.q} onChange={set('q')} minLength={2} maxLength={254} />
            <Select label={t('customers.state')} value={draft.status} onChange={set('status')} options={[any, { value: 'active', label: t('customers.active') }, { value: 'banned', label: t('customers.banned') }]} />
            <TextField label={t('customers.country')} value={draft.country} onChange={set('country')} maxLength={2} error={invalid === 'country' ? t('customers.countryInvalid') : undefined} />
            <TextField label={t('customers.minBalance')} inputMode="decimal" value={draft.minBalance} onChange={set('minBalance')} error={invalid === 'minBalance' ? t('customers.minBalanceInvalid') : undefined} />
          </Stack>
          <Stack direction="row" gap={12} wrap>
            <Button type="submit" disabled={read.loading}>
              {t('customers.searchButton')}
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                const cleared = { q: '', status: '', country: '', minBalance: '' };
                setDraft(cleared);
                apply(cleared);
              }}
            >
              {t('customers.clear')}
            </Button>
          </Stack>
        </Stack>
      </form>
      {notice}
      <DataView read={read} retry isEmpty={(data) => data.items.length === 0} emptyTitle={t('customers.empty')}>
        {(data) => (
          <Stack gap={12}>
            <StaffTable
              caption={t('customers.caption')}
              columns={[t('customers.email'), t('customers.name'), t('customers.phone'), t('customers.joined'), t('customers.balance'), t('customers.countryColumn'), t('customers.state'), t('remotes.actions')]}
            >
              {data.items.map((user) => (
                <tr key={user.id}>
                  <th scope="row">
                    <LocaleLink to={`/staff/customers/${user.id}`}>{user.email}</LocaleLink>
                  </th>
                  <td>
                    {user.firstName} {user.lastName}
                  </td>
                  <td>{user.phoneNumber ?? '—'}</td>
                  <td>{formatBangkok(user.createdAt, locale)}</td>
                  <td>{formatUsd(user.balance, locale)}</td>
                  <td>{user.country ?? '—'}</td>
                  <td>
                    <CustomerBadges user={user} />
                  </td>
                  <td>
                    <CustomerActions user={user} onDone={done} />
                  </td>
                </tr>
              ))}
            </StaffTable>
            <ListPager pages={pages} next={data.next} />
          </Stack>
        )}
      </DataView>
      <Card variant="flat">
        <Text variant="small">{t('customers.auditNote')}</Text>
      </Card>
    </Stack>
  );
}
