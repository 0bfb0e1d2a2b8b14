import { useState, type ReactNode } from 'react';
import { STAFF_AUDIT_LIMITS } from '@storefront/contracts';
import { toApiError, translateError, useTranslation } from '@storefront/platform';
import { Alert, Button, Modal, Stack, TextField } from '@storefront/ui';

/** A problem with what staff typed, found before calling the api: its message is shown as it is. */
export class StaffInputError extends Error {}

export interface ReasonDialogProps {
  title: string;
  /** What will happen, shown above the reason. */
  description?: ReactNode;
  /** More fields of the action (a version, a share…), above the reason. */
  children?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** Does the action with the reason given; a failure is shown in the dialog, which stays open. */
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Every staff action asks why (issue 18 item 9): the reason goes with the change into the audit log. */
export function ReasonDialog({ title, description, children, confirmLabel, danger = false, onConfirm, onClose }: ReasonDialogProps) {
  const { t } = useTranslation('staff');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  // the api's own minimum (STAFF_AUDIT_LIMITS.reasonMin), so a reason the dialog takes is never refused there
  const missing = reason.trim().length < STAFF_AUDIT_LIMITS.reasonMin;

  const submit = async () => {
    setTouched(true);
    if (missing) return;
    setBusy(true);
    setFailure(null);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch (caught) {
      setFailure(caught instanceof StaffInputError ? caught.message : translateError(t, toApiError(caught)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      closeLabel={t('actions.close')}
      description={description}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={() => void submit()} disabled={busy}>
            {busy ? t('actions.saving') : confirmLabel}
          </Button>
        </>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap={16}>
          {children}
          <TextField
            label={t('reason.label')}
            hint={t('reason.hint')}
            value={reason}
            maxLength={STAFF_AUDIT_LIMITS.reasonMax}
            onChange={(event) => setReason(event.target.value)}
            error={touched && missing ? t('reason.required', { min: STAFF_AUDIT_LIMITS.reasonMin }) : undefined}
            data-autofocus
          />
          {failure && <Alert tone="danger">{failure}</Alert>}
        </Stack>
      </form>
    </Modal>
  );
}
