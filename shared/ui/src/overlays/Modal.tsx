import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { IconButton } from '../controls/IconButton';
import { Icon } from '../icons/Icon';
import { media } from '../theme/media';
import { resolveTheme } from '../theme/tokens';
import { focusableIn, lockBodyScroll } from './focus';

const WIDTHS = { sm: 420, md: 560, lg: 760 } as const;
export type ModalSize = keyof typeof WIDTHS;

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(16px); } to { opacity: 1; transform: none; }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => resolveTheme(theme).zIndices.modal};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${({ theme }) => resolveTheme(theme).colors.overlay};
  animation: ${fadeIn} 0.15s ease-out;
  ${media.sm} {
    align-items: center;
    padding: 24px;
  }
`;

const Dialog = styled.div<{ $size: ModalSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-height: calc(100dvh - 24px);
  background: ${({ theme }) => resolveTheme(theme).colors.surface};
  color: ${({ theme }) => resolveTheme(theme).colors.text};
  border-radius: ${({ theme }) => `${resolveTheme(theme).radii.xl} ${resolveTheme(theme).radii.xl} 0 0`};
  box-shadow: ${({ theme }) => resolveTheme(theme).shadows.lg};
  animation: ${rise} 0.2s ease-out;
  outline: none;
  ${media.sm} {
    max-width: ${({ $size }) => WIDTHS[$size]}px;
    max-height: calc(100dvh - 48px);
    border-radius: ${({ theme }) => resolveTheme(theme).radii.xl};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  padding: 20px 20px 12px 24px;
  h2 {
    margin: 6px 0 0;
    font-size: 20px;
    font-weight: 700;
    line-height: 1.3;
  }
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 4px 24px 24px;
`;

const Description = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => resolveTheme(theme).colors.muted};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  padding: 16px 24px;
  border-top: 1px solid ${({ theme }) => resolveTheme(theme).colors.border};
  background: ${({ theme }) => resolveTheme(theme).colors.surfaceAlt};
  border-radius: ${({ theme }) => `0 0 ${resolveTheme(theme).radii.xl} ${resolveTheme(theme).radii.xl}`};
  ${media.belowSm} {
    padding-bottom: max(16px, env(safe-area-inset-bottom));
    > * {
      flex: 1 1 auto;
    }
  }
`;

export interface ModalProps {
  open: boolean;
  /** Called on the close button, Escape or a backdrop click (when dismissible). */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** Accessible name of the close button, e.g. "Close" (callers translate it). */
  closeLabel: string;
  /** A line under the title, linked by aria-describedby. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom (buttons), right-aligned; full width on phones. */
  footer?: ReactNode;
  /** sm 420, md 560 (default), lg 760 px; a bottom sheet on phones. */
  size?: ModalSize;
  /**
   * False keeps the dialog open until the caller closes it: no close button, Escape or backdrop close
   * (e.g. while a payment is processing).
   */
  dismissible?: boolean;
  /** Element to focus on open; default: first `[data-autofocus]`, else the first focusable in the body, else the close button. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * An accessible modal dialog in a portal on document.body: role dialog, aria-modal, named by its
 * title; focus moves in, Tab stays inside, and focus returns to the opener on close.
 */
export function Modal({ open, onClose, title, closeLabel, description, children, footer, size = 'md', dismissible = true, initialFocusRef }: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = lockBodyScroll();
    const body = bodyRef.current;
    const target =
      initialFocusRef?.current ??
      body?.querySelector<HTMLElement>('[data-autofocus]') ??
      (body ? focusableIn(body)[0] : undefined) ??
      closeRef.current ??
      dialogRef.current;
    target?.focus();
    return () => {
      release();
      if (opener && opener.isConnected) opener.focus();
    };
    // Focus is placed once per opening, not when callers pass a new ref object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (dismissible) onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableIn(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (dismissible && pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  };

  return createPortal(
    <Backdrop onMouseDown={onBackdropDown} onClick={onBackdropClick} data-testid="modal-backdrop">
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        $size={size}
      >
        <Header>
          <h2 id={titleId}>{title}</h2>
          {dismissible && (
            <IconButton ref={closeRef} aria-label={closeLabel} onClick={onClose}>
              <Icon name="close" />
            </IconButton>
          )}
        </Header>
        <Body ref={bodyRef}>
          {description && <Description id={descriptionId}>{description}</Description>}
          {children}
        </Body>
        {footer && <Footer>{footer}</Footer>}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
