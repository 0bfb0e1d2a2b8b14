import { useId } from 'react';

/** Ids linking a control to its label, hint and error (aria-describedby lists hint and error). */
export function useFieldIds(id: string | undefined, hint: unknown, error: unknown, describedBy?: string) {
  const auto = useId();
  const controlId = id ?? `field-${auto}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedByIds = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy: describedByIds };
}
