import { useState } from 'react';

/**
 * Which listed item a page's form edits (null: the form creates one). `saved` leaves editing and says the change
 * (`onChanged`: the notice, the list and the audit read again).
 */
export function useEditing<T>(onChanged: (message: string) => void | Promise<void>) {
  const [editing, setEditing] = useState<T | null>(null);
  return {
    editing,
    edit: setEditing,
    cancel: () => setEditing(null),
    saved: async (message: string) => {
      setEditing(null);
      await onChanged(message);
    },
  };
}
