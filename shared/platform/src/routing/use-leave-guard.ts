import { useEffect, useRef } from 'react';

/**
 * While `active`, leaving the page asks `message` (spec §2: a payment processing — 'Payment is processing. Your
 * order will be lost, are you sure?' — or the fortune wheel turning):
 * - closing or reloading the tab: the browser's own beforeunload prompt;
 * - in-app links: clicks on same-origin `<a href>` are caught in the capture phase, before the router's
 *   handler, and dropped unless the customer confirms;
 * - Back / Forward: popstate is caught in the capture phase (before the router's listener on window); when
 *   the customer stays, the router never hears of it and the history step is undone.
 * BrowserRouter has no useBlocker, hence this hook. `release()` stops asking (the page itself leaves for the
 * provider's hosted page).
 */
export function useLeaveGuard(active: boolean, message: string, confirm: (text: string) => boolean = (text) => window.confirm(text)): { release: () => void } {
  const confirmRef = useRef(confirm);
  const released = useRef(false);
  const messageRef = useRef(message);
  useEffect(() => {
    confirmRef.current = confirm;
    messageRef.current = message;
  });

  useEffect(() => {
    if (!active) return undefined;
    released.current = false;
    let restoring = false;

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released.current) return undefined;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = messageRef.current;
      return messageRef.current;
    };

    const onClick = (event: MouseEvent) => {
      if (released.current || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      if (confirmRef.current(messageRef.current)) return;
      event.preventDefault();
      event.stopPropagation();
    };

    const onPopState = (event: PopStateEvent) => {
      if (released.current) return;
      if (restoring) {
        restoring = false;
        event.stopImmediatePropagation();
        return;
      }
      if (confirmRef.current(messageRef.current)) return;
      event.stopImmediatePropagation();
      restoring = true;
      window.history.go(1);
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
    };
  }, [active]);

  /** Lets the page leave without asking (the payment page sends the customer to the provider itself). */
  return { release: () => void (released.current = true) };
}
