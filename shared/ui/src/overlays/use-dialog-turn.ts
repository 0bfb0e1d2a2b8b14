import { useEffect, useState } from 'react';

/** Whether a dialog (of the shell or of any remote: they share the page) is open now. */
function dialogOpen(): boolean {
  return typeof document !== 'undefined' && document.querySelector('[role="dialog"]') !== null;
}

/**
 * For a dialog that opens by itself, not at the customer's action (a suggestion, a reminder): whether it is its
 * turn to open. While another dialog is open it waits, and opens once that one closes; two such dialogs answered at
 * the same time would otherwise stack, the one below still waiting for an answer it cannot get. Once open, it stays
 * open for as long as it is `wanted`.
 */
export function useDialogTurn(wanted: boolean): boolean {
  const [turn, setTurn] = useState(false);
  useEffect(() => {
    if (!wanted) {
      setTurn(false);
      return;
    }
    if (turn) return;
    if (!dialogOpen()) {
      setTurn(true);
      return;
    }
    const observer = new MutationObserver(() => {
      if (dialogOpen()) return;
      observer.disconnect();
      setTurn(true);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [wanted, turn]);
  return wanted && turn;
}
