import { useState, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@storefront/ui';
import { ReasonDialog } from './ReasonDialog';

export interface ReasonActionProps {
  /** The button's text. */
  label: string;
  /** The button's accessible name when the text alone is ambiguous in a table (e.g. "Pause WELCOME10"). */
  ariaLabel?: string;
  /** The dialog's title; the label when not given. */
  title?: string;
  description?: ReactNode;
  /** The dialog's confirm button; the label when not given. */
  confirmLabel?: string;
  danger?: boolean;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  disabled?: boolean;
  /** More fields of the action, shown above the reason (render them from the caller's state). */
  children?: ReactNode;
  /** Does the action with the reason; a failure stays in the dialog. */
  onConfirm: (reason: string) => Promise<unknown>;
  /** When the dialog closes, done or not (e.g. to clear the extra fields). */
  onClose?: () => void;
}

/**
 * One staff action that asks why (issue 18 item 9): its button and the reason dialog it opens. Pages say what the
 * action does; the open state, the reason, the busy and failure states live here once.
 */
export function ReasonAction({ label, ariaLabel, title, description, confirmLabel, danger = false, variant, size = 'sm', disabled, children, onConfirm, onClose }: ReasonActionProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size={size} variant={variant ?? (danger ? 'danger' : 'secondary')} onClick={() => setOpen(true)} aria-label={ariaLabel} disabled={disabled}>
        {label}
      </Button>
      {open && (
        <ReasonDialog
          title={title ?? ariaLabel ?? label}
          description={description}
          confirmLabel={confirmLabel ?? label}
          danger={danger}
          onConfirm={onConfirm}
          onClose={() => {
            setOpen(false);
            onClose?.();
          }}
        >
          {children}
        </ReasonDialog>
      )}
    </>
  );
}
