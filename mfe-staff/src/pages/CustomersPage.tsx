import { useState } from 'react';
import type { StaffUser } from '@storefront/contracts';
import { LocaleLink, translateError, useTranslation } from '@storefront/platform';
import { Alert, Badge, Button, Card, DataTable, EmptyState, Heading, Stack, Text, TextField } from '@storefront/ui';
import { CustomerActions } from '../components/CustomerActions';
import { useDoneNotice } from '../components/DoneNotice';
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

/** Customers (issue 18 item 8): search by email, name or phone; each opens its page; the actions on each, with a reason. */
export function CustomersPage() {
  const { t } = useTranslation('staff');
  const [text, setText] = useState('');
  // The text searched for (null before the first search): the results are cached under 'StaffUser', so an action on
  // a customer makes them stale and they read again; searching the same text again asks again.
  const [searched, setSearched] = useState<string | null>(null);
  const read = readOf(useSearchCustomersQuery({ query: { q: searched ?? '' } }, { skip: searched === null }));
  const results: StaffUser[] | null = searched === null ? null : (read.data?.items ?? null);
  const { error, loading: searching } = read;
  const { notice, done } = useDoneNotice();

  const search = () => {
    const q = text.trim();
    if (q === searched) void read.reload();
    else setSearched(q);
  };

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
          search();
        }}
      >
        <Stack direction="row" gap={12} align="end" collapseBelow="md">
          <TextField label={t('customers.search')} value={text} onChange={(event) => setText(event.target.value)} minLength={2} required />
          <Button type="submit" disabled={searching}>
            {t('customers.searchButton')}
          </Button>
        </Stack>
      </form>
      {notice}
      {error && <Alert tone="danger">{translateError(t, error)}</Alert>}
      {results && results.length === 0 && <EmptyState title={t('customers.empty')} />}
      {results && results.length > 0 && (
        <DataTable caption={t('customers.caption')}>
          <thead>
            <tr>
              <th scope="col">{t('customers.email')}</th>
              <th scope="col">{t('customers.name')}</th>
              <th scope="col">{t('customers.phone')}</th>
              <th scope="col">{t('customers.state')}</th>
              <th scope="col">{t('remotes.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {results.map((user) => (
              <tr key={user.id}>
                <th scope="row">
                  <LocaleLink to={`/staff/customers/${user.id}`}>{user.email}</LocaleLink>
                </th>
                <td>
                  {user.firstName} {user.lastName}
                </td>
                <td>{user.phoneNumber ?? '—'}</td>
                <td>
                  <CustomerBadges user={user} />
                </td>
                <td>
                  <CustomerActions user={user} onDone={done} />
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      )}
      <Card variant="flat">
        <Text variant="small">{t('customers.auditNote')}</Text>
      </Card>
    </Stack>
  );
}
