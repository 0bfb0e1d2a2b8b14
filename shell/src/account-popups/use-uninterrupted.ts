import { useEffect, useState } from 'react';
import { useLocation } from '@storefront/platform';

const INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Whether a popup whose content is ready opens now. It opens unless the customer has pressed the pointer or a key
 * on this page since it loaded: a modal that appears under a click or in the middle of typing swallows them (the
 * click lands on its backdrop and closes it, the Save under it never pressed). Held back, it opens on the next page
 * the customer opens, or when someone else signs in (`who`). Once open it stays open until `ready` is false.
 */
export function useOpenUninterrupted(who: string | undefined, ready: boolean): boolean {
  const { pathname } = useLocation();
  const [quiet, setQuiet] = useState(true);
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (!ready) setOpened(false);
    else if (quiet) setOpened(true);
  }, [ready, quiet]);

  useEffect(() => {
    setQuiet(true);
    if (opened) return undefined;
    const busy = () => setQuiet(false);
    for (const type of INPUT_EVENTS) window.addEventListener(type, busy, { capture: true });
    return () => {
      for (const type of INPUT_EVENTS) window.removeEventListener(type, busy, { capture: true });
    };
  }, [who, pathname, opened]);

  return ready && (opened || quiet);
}
