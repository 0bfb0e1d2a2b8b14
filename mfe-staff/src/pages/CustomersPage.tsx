import { useState } from 'react';
import { staffConsoleEndpoints, type StaffUser } from '@storefront/contracts';
import { callEndpoint, LocaleLink, toApiError, translateError, useTranslation, type ApiError } from '@storefront/platform';
import { Alert, Badge, Button, Card, DataTable, EmptyState, Heading, Stack, Text, TextField } from '@storefront/ui';
import { CustomerActions } from '../components/CustomerActions';
import { useDoneNotice } from '../components/DoneNotice';

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
  const [results, setResults] = useState<StaffUser[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [searching, setSearching] = useState(false);
  const { notice, done } = useDoneNotice();

  const search = async (q = text) => {
    setSearching(true);
    try {
      setResults((await callEndpoint(staffConsoleEndpoints.searchCustomers, { query: { q: q.trim() } })).items);
      setError(null);
    } catch (caught) {
      setError(toApiError(caught));
    } finally {
      setSearching(false);
    }
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
          void search();
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
                  <CustomerActions
                    user={user}
                    onDone={async (message) => {
                      done(message);
                      await search();
                    }}
                  />
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
