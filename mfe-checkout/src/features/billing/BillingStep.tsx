import { useState } from 'react';
import { CONTACT_MESSAGES, ERRORS, type Contact } from '@storefront/contracts';
import { translateMessage, useTranslation } from '@storefront/platform';
import { Alert, Badge, Button, Card, EmptyState, ErrorState, Heading, Icon, RadioCardGroup, Skeleton, Stack, Text } from '@storefront/ui';
import { useListAddressesQuery, useSetDefaultAddressMutation } from '../../shared/account-api';
import { useErrorText } from '../../shared/error-text';
import { useSaveBillingAddressMutation } from '../../shared/payments-api';
import { ContactDetails } from './ContactDetails';
import { ContactFormModal } from './ContactFormModal';
import { DeleteContactModal } from './DeleteContactModal';
import { CHECKOUT_NS } from '../../i18n/register';

type Dialog = { kind: 'add' } | { kind: 'edit'; contact: Contact } | { kind: 'delete' } | null;

/**
 * Step 2, billing information: my contacts and contacts shared with me (labelled with their owner's name);
 * choose one, add, edit, delete, set a default; at most 3 of my own. Continue saves the choice on the order.
 */
export function BillingStep({ orderId, onBack, onContinue }: { orderId: string; onBack: () => void; onContinue: () => void }) {
  const { t } = useTranslation(CHECKOUT_NS);
  const errorText = useErrorText();
  // Fresh on each visit of the step (a contact may have changed in another tab); add, edit, delete and the
  // default refetch it by their tag ('Address').
  const contacts = useListAddressesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [setDefaultAddress] = useSetDefaultAddressMutation();
  const [saveBillingAddress] = useSaveBillingAddressMutation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<{ tone: 'danger' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const items = contacts.data?.items ?? [];
  const limit = contacts.data?.limit ?? 3;
  const own = items.filter((contact) => !contact.shared);
  const selected = chosen && items.some((contact) => contact.id === chosen) ? chosen : (items.find((contact) => contact.isDefault && !contact.shared)?.id ?? items[0]?.id ?? null);

  const add = () => {
    setNotice(null);
    if (own.length >= limit) setNotice({ tone: 'danger', text: translateMessage(t, ERRORS.ADD_ADDRESS_WAS_LIMITED.message) });
    else setDialog({ kind: 'add' });
  };

  const openDelete = () => {
    setNotice(null);
    if (own.length === 0) setNotice({ tone: 'danger', text: translateMessage(t, CONTACT_MESSAGES.noMoreToDelete) });
    else setDialog({ kind: 'delete' });
  };

  const makeDefault = async (contact: Contact) => {
    setNotice(null);
    try {
      await setDefaultAddress({ params: { id: contact.id } }).unwrap();
      setNotice({ tone: 'success', text: t('billing.defaultSet', { name: `${contact.firstName} ${contact.lastName}` }) });
    } catch (error) {
      setNotice({ tone: 'danger', text: errorText(error) });
    }
  };

  const proceed = async () => {
    if (!selected) {
      setNotice({ tone: 'danger', text: translateMessage(t, CONTACT_MESSAGES.noBilling) });
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      await saveBillingAddress({ body: { orderId, contactId: selected } }).unwrap();
      onContinue();
    } catch (error) {
      setNotice({ tone: 'danger', text: errorText(error) });
      setBusy(false);
    }
  };

  if (contacts.isLoading) {
    return (
      <Stack gap={12} aria-busy="true">
        <Skeleton height={96} />
        <Skeleton height={96} />
      </Stack>
    );
  }
  if (contacts.isError && !contacts.data) {
    return <ErrorState title={t('billing.loadFailed')} description={errorText(contacts.error)} retryLabel={t('errors.retry')} onRetry={() => void contacts.refetch()} />;
  }

  return (
    <Card>
      <Stack gap={16}>
        <Stack direction="row" justify="between" wrap gap={8}>
          <div>
            <Heading level={2} size="card">
              {t('billing.title')}
            </Heading>
            <Text variant="small">{t('billing.subtitle', { count: own.length, limit })}</Text>
          </div>
          <Stack direction="row" gap={8} wrap>
            <Button variant="secondary" size="sm" startIcon={<Icon name="plus" />} onClick={add}>
              {t('billing.add')}
            </Button>
            <Button variant="ghost" size="sm" startIcon={<Icon name="trash" />} onClick={openDelete}>
              {t('billing.deleteOpen')}
            </Button>
          </Stack>
        </Stack>
        {notice && (
          <Alert tone={notice.tone} onClose={() => setNotice(null)} closeLabel={t('close')}>
            {notice.text}
          </Alert>
        )}
        {items.length === 0 ? (
          <EmptyState
            compact
            icon="user"
            title={t('billing.emptyTitle')}
            description={translateMessage(t, CONTACT_MESSAGES.noBilling)}
            action={<Button onClick={add}>{t('billing.add')}</Button>}
          />
        ) : (
          <RadioCardGroup
            legend={t('billing.choose')}
            value={selected}
            onChange={(id) => setChosen(id)}
            columns={2}
            options={items.map((contact) => ({
              value: contact.id,
              label: `${contact.firstName} ${contact.lastName}`,
              description: (
                <>
                  {contact.shared && <span style={{ display: 'block', fontWeight: 600 }}>{t('billing.sharedBy', { name: contact.ownerName })}</span>}
                  <ContactDetails contact={contact} />
                </>
              ),
              aside: contact.isDefault && !contact.shared ? <Badge tone="info">{t('billing.default')}</Badge> : contact.shared ? <Badge tone="neutral">{t('billing.shared')}</Badge> : undefined,
              details: contact.shared ? undefined : (
                <Stack direction="row" gap={8} wrap>
                  <Button size="sm" variant="secondary" startIcon={<Icon name="edit" />} onClick={() => setDialog({ kind: 'edit', contact })} aria-label={t('billing.editLabel', { name: `${contact.firstName} ${contact.lastName}` })}>
                    {t('billing.edit')}
                  </Button>
                  {!contact.isDefault && (
                    <Button size="sm" variant="ghost" onClick={() => void makeDefault(contact)}>
                      {t('billing.makeDefault')}
                    </Button>
                  )}
                </Stack>
              ),
            }))}
          />
        )}
        <Stack direction="row" justify="between" gap={8} wrap collapseBelow="sm">
          <Button variant="ghost" startIcon={<Icon name="chevronLeft" />} onClick={onBack}>
            {t('billing.back')}
          </Button>
          <Button loading={busy} disabled={!selected} onClick={() => void proceed()} endIcon={<Icon name="chevron" />}>
            {t('billing.continue')}
          </Button>
        </Stack>
      </Stack>
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <ContactFormModal
          contact={dialog.kind === 'edit' ? dialog.contact : null}
          onClose={() => setDialog(null)}
          onSaved={(contact) => {
            setDialog(null);
            setChosen(contact.id);
            setNotice({ tone: 'success', text: t('billing.saved') });
          }}
        />
      ) : null}
      {dialog?.kind === 'delete' && (
        <DeleteContactModal
          contacts={own}
          onClose={() => setDialog(null)}
          onDeleted={(id) => {
            setDialog(null);
            if (chosen === id) setChosen(null);
            setNotice({ tone: 'success', text: t('billing.deleted') });
          }}
        />
      )}
    </Card>
  );
}
