import { useEffect, type RefObject } from 'react';

/**
 * After a failed submit, moves focus to the form's first invalid control (its message sits beside it), so a
 * keyboard or screen-reader user lands on what to fix. `attempt` changes on each submit that found errors.
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, attempt: number): void {
  useEffect(() => {
    if (!attempt) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not([type="hidden"])');
    first?.focus();
  }, [form, attempt]);
}
