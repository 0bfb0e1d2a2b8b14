import { useState } from 'react';
import styled from 'styled-components';
import { CONTACT_MESSAGES, ERRORS, type Contact } from '@storefront/contracts';
import { toAuthFailure, translateError, translateMessage, useLocale, useTranslation } from '@storefront/platform';
import { Alert, Badge, Button, Card, ContactDetails, Container, EmptyState, ErrorState, Heading, Icon, PageHeader, Skeleton, Stack, Text } from '@storefront/ui';
import { ContactEditor, ContactRemover } from '../features/contacts/ContactEditor';
import { useListAddressesQuery, useSetDefaultAddressMutation } from '../shared/account-api';
import { ACCOUNT_NS } from '../i18n/register';

const List = styled.ul`
  display: grid;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
`;

type Dialog = { kind: 'add' } | { kind: 'edit'; contact: Contact } | { kind: 'delete'; id: string | null } | null;

/**
 * /account/contacts: the billing contacts the checkout offers — mine (at most 3, one default; add, edit, delete,
 * make default) and the ones other customers share with me, labelled with their owner's name and read-only.
 * The same §5 rules and messages as the checkout's billing step (one form, in @storefront/ui).
 */
export function ContactsPage() {
  const { t } = useTranslation(ACCOUNT_NS);
  const { locale } = useLocale();
  const contacts = useListAddressesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [setDefault] = useSetDefaultAddressMutation();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<{ tone: 'danger' | 'success'; text: string } | null>(null);

  const items = contacts.data?.items ?? [];
  const limit = contacts.data?.limit ?? 3;
  const own = items.filter((contact) => !contact.shared);
  const shared = items.filter((contact) => contact.shared);
  const name = (contact: Contact) => `${contact.firstName} ${contact.lastName}`;

  const add = () => {
    setNotice(null);
    if (own.length >= limit) setNotice({ tone: 'danger', text: translateMessage(t, ERRORS.ADD_ADDRESS_WAS_LIMITED.message) });
    else setDialog({ kind: 'add' });
  };

  const remove = (id: string | null) => {
    setNotice(null);
    if (own.length === 0) setNotice({ tone: 'danger', text: translateMessage(t, CONTACT_MESSAGES.noMoreToDelete) });
    else setDialog({ kind: 'delete', id });
  };

  const makeDefault = async (contact: Contact) => {
    setNotice(null);
    try {
      await setDefault({ params: { id: contact.id } }).unwrap();
      setNotice({ tone: 'success', text: t('contacts.defaultSet', { name: name(contact) }) });
    } catch (error) {
      setNotice({ tone: 'danger', text: translateError(t, toAuthFailure(error)) });
    }
  };

  const card = (contact: Contact) => (
    <li key={contact.id}>
      <Card style={{ height: '100%' }}>
        <Stack gap={10}>
          <Stack direction="row" justify="between" gap={8} wrap>
            <Heading level={3} size="card" style={{ overflowWrap: 'anywhere' }}>
              {name(contact)}
            </Heading>
            {contact.shared ? <Badge tone="neutral">{t('contacts.shared')}</Badge> : contact.isDefault ? <Badge tone="info">{t('contacts.default')}</Badge> : null}
          </Stack>
          {contact.shared && <Text variant="small">{t('contacts.sharedBy', { name: contact.ownerName })}</Text>}
          <Text as="div" variant="small">
            <ContactDetails contact={contact} locale={locale} />
          </Text>
          {!contact.shared && (
            <Stack direction="row" gap={8} wrap>
              <Button size="sm" variant="secondary" startIcon={<Icon name="edit" />} onClick={() => setDialog({ kind: 'edit', contact })} aria-label={t('contacts.editLabel', { name: name(contact) })}>
                {t('contacts.edit')}
              </Button>
              {!contact.isDefault && (
                <Button size="sm" variant="ghost" onClick={() => void makeDefault(contact)} aria-label={t('contacts.makeDefaultLabel', { name: name(contact) })}>
                  {t('contacts.makeDefault')}
                </Button>
              )}
              <Button size="sm" variant="ghost" startIcon={<Icon name="trash" />} onClick={() => remove(contact.id)} aria-label={t('contacts.deleteLabel', { name: name(contact) })}>
                {t('contacts.delete')}
              </Button>
            </Stack>
          )}
        </Stack>
      </Card>
    </li>
  );

  return (
    <Container style={{ paddingBottom: 48 }}>
      <PageHeader
        title={t('contacts.title')}
        subtitle={t('contacts.subtitle', { count: own.length, limit })}
        actions={
          <Button startIcon={<Icon name="plus" />} onClick={add} disabled={contacts.isLoading}>
            {t('contacts.add')}
          </Button>
        }
      />
      <Stack gap={20}>
        {notice && (
          <Alert tone={notice.tone} onClose={() => setNotice(null)} closeLabel={t('contacts.close')}>
            {notice.text}
          </Alert>
        )}
        {contacts.isLoading && (
          <Stack gap={12} aria-busy="true" aria-label={t('loading')}>
            <Skeleton height={140} />
            <Skeleton height={140} />
          </Stack>
        )}
        {contacts.isError && !contacts.data && <ErrorState title={t('contacts.loadFailed')} description={t('errors.loadDescription')} retryLabel={t('errors.retry')} onRetry={() => void contacts.refetch()} />}
        {contacts.data && own.length === 0 && (
          <EmptyState icon="user" compact title={t('contacts.emptyTitle')} description={translateMessage(t, CONTACT_MESSAGES.noBilling)} action={<Button onClick={add}>{t('contacts.add')}</Button>} />
        )}
        {own.length > 0 && <List aria-label={t('contacts.mine')}>{own.map(card)}</List>}
        {shared.length > 0 && (
          <Stack gap={12}>
            <Heading level={2} size="section">
              {t('contacts.sharedTitle')}
            </Heading>
            <Text variant="muted">{t('contacts.sharedSubtitle')}</Text>
            <List aria-label={t('contacts.sharedTitle')}>{shared.map(card)}</List>
          </Stack>
        )}
      </Stack>
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <ContactEditor
          contact={dialog.kind === 'edit' ? dialog.contact : null}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            setNotice({ tone: 'success', text: t('contacts.saved') });
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' && (
        <ContactRemover
          contacts={own}
          chosen={dialog.id}
          onClose={() => setDialog(null)}
          onDeleted={() => {
            setDialog(null);
            setNotice({ tone: 'success', text: t('contacts.deleted') });
          }}
        />
      )}
    </Container>
  );
}
