import { useState } from 'react';
import { CONTACT_MESSAGES, type Contact } from '@storefront/contracts';
import { translateMessage, useTranslation } from '@storefront/platform';
import { Alert, Button, Modal, RadioCardGroup } from '@storefront/ui';
import { useDeleteAddressMutation } from '../../shared/account-api';
import { useErrorText } from '../../shared/error-text';
import { ContactDetails } from './ContactDetails';

/**
 * Delete one of my contacts (spec §5): pressing Delete with none chosen says 'Please select 1 information to
 * delete or press the close button.'; shared contacts are not mine to delete.
 */
export function DeleteContactModal({ contacts, onClose, onDeleted }: { contacts: Contact[]; onClose: () => void; onDeleted: (id: string) => void }) {
  const { t } = useTranslation('checkout');
  const errorText = useErrorText();
  const [deleteAddress] = useDeleteAddressMutation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!chosen) {
      setProblem(translateMessage(t, CONTACT_MESSAGES.selectToDelete));
      return;
    }
    setBusy(true);
    try {
      await deleteAddress({ params: { id: chosen } }).unwrap();
      onDeleted(chosen);
    } catch (error) {
      setProblem(errorText(error));
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('billing.deleteTitle')}
      closeLabel={t('close')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void remove()}>
            {t('billing.delete')}
          </Button>
        </>
      }
    >
      <RadioCardGroup
        legend={t('billing.deleteLegend')}
        value={chosen}
        onChange={(id) => {
          setChosen(id);
          setProblem(null);
        }}
        options={contacts.map((contact) => ({ value: contact.id, label: `${contact.firstName} ${contact.lastName}`, description: <ContactDetails contact={contact} /> }))}
      />
      {problem && (
        <Alert tone="danger" style={{ marginTop: 12 }}>
          {problem}
        </Alert>
      )}
    </Modal>
  );
}
