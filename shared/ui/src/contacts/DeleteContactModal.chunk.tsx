import { useState } from 'react';
import { CONTACT_MESSAGES, type Contact } from '@storefront/contracts';
import { Button } from '../controls/Button';
import { RadioCardGroup } from '../controls/RadioCardGroup';
import { Alert } from '../display/Alert';
import { Modal } from '../overlays/Modal';
import { ContactDetails } from './ContactDetails';

export interface DeleteContactLabels {
  title: string;
  legend: string;
  delete: string;
  cancel: string;
  close: string;
}

/**
 * Delete one of my billing contacts (spec §5): pressing Delete with none chosen says 'Please select 1 information
 * to delete or press the close button.' (through `translate`); `onDelete` answers the failure to show, or null.
 * The checkout's billing step and the account's contacts page both use it.
 */
export function DeleteContactModal({
  contacts,
  initial = null,
  labels,
  locale,
  translate,
  onDelete,
  onClose,
}: {
  contacts: Contact[];
  initial?: string | null;
  labels: DeleteContactLabels;
  locale: string;
  translate: (message: string) => string;
  onDelete: (id: string) => Promise<string | null>;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState<string | null>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (!chosen) {
      setProblem(translate(CONTACT_MESSAGES.selectToDelete));
      return;
    }
    setBusy(true);
    const failure = await onDelete(chosen);
    if (failure) {
      setProblem(failure);
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={labels.title}
      closeLabel={labels.close}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {labels.cancel}
          </Button>
          <Button variant="danger" loading={busy} onClick={() => void remove()}>
            {labels.delete}
          </Button>
        </>
      }
    >
      <RadioCardGroup
        legend={labels.legend}
        value={chosen}
        onChange={(id) => {
          setChosen(id);
          setProblem(null);
        }}
        options={contacts.map((contact) => ({ value: contact.id, label: `${contact.firstName} ${contact.lastName}`, description: <ContactDetails contact={contact} locale={locale} /> }))}
      />
      {problem && (
        <Alert tone="danger" style={{ marginTop: 12 }}>
          {problem}
        </Alert>
      )}
    </Modal>
  );
}
