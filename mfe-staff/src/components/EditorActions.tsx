import type { ReactNode } from 'react';
import { useTranslation } from '@storefront/platform';
import { Button, Stack } from '@storefront/ui';
import { ReasonAction } from './ReasonAction';

export interface EditorActionsProps {
  /** The save button's text (also the dialog's confirm button). */
  label: string;
  /** The reason dialog's title (the form's name). */
  title: string;
  description?: ReactNode;
  /** Saves with the reason; a StaffInputError or an api failure stays in the dialog. */
  onConfirm: (reason: string) => Promise<unknown>;
  /** While editing something already there: leaves the form as it was. */
  onCancel?: () => void;
}

/** A console form's buttons: save (asking why, for the audit log) and, while editing, cancel. */
export function EditorActions({ label, title, description, onConfirm, onCancel }: EditorActionsProps) {
  const { t } = useTranslation('staff');
  return (
    <Stack direction="row" gap={12} wrap>
      <ReasonAction size="md" variant="primary" label={label} title={title} description={description} onConfirm={onConfirm} />
      {onCancel && (
        <Button variant="secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
      )}
    </Stack>
  );
}
