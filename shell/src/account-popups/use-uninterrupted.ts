import { useEffect, useState } from 'react';
import { useLocation } from '@storefront/platform';
import { useDialogTurn } from '@storefront/ui';

const INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Whether the customer has left the page alone: true until they press the pointer or a key on it (outside a
 * dialog: signing in, or closing one popup, is not working on the page), false after that. Opening another page,
 * or another customer signing in (`who`), starts afresh. Kept by the shell from the page's start, for the popups
 * that open when their answer arrives, which may be after the customer has started typing.
 */
export function useUninterrupted(who: string | undefined): boolean {
  const { pathname } = useLocation();
  const [quiet, setQuiet] = useState(true);

  useEffect(() => {
    setQuiet(true);
    const busy = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('[role="dialog"]')) return;
      setQuiet(false);
    };
    for (const type of INPUT_EVENTS) window.addEventListener(type, busy, { capture: true });
    return () => {
      for (const type of INPUT_EVENTS) window.removeEventListener(type, busy, { capture: true });
    };
  }, [who, pathname]);

  return quiet;
}

/**
 * Whether a popup whose content is `ready` opens: only while the customer has left the page alone (a modal that
 * appears under a click or in the middle of typing swallows them: the click lands on its backdrop and closes it,
 * the Save under it never pressed). Held back, it opens on the next page. Once open it stays open until `ready` is
 * false. While another dialog is open it waits for its turn (useDialogTurn).
 */
export function useOpensUninterrupted(ready: boolean, uninterrupted: boolean): boolean {
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!ready) setOpened(false);
    else if (uninterrupted) setOpened(true);
  }, [ready, uninterrupted]);
  // And not over another dialog (a remote's suggestion, the sign-in dialog): it waits for that one to close.
  return useDialogTurn(ready && (opened || uninterrupted));
}
