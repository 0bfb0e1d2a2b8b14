import { useEffect, type RefObject } from 'react';

/**
 * After a submit that found errors, moves focus to the form's first invalid control: the browser scrolls it into
 * view, so its message (beside it, linked by aria-describedby) is seen at any width, and a keyboard or
 * screen-reader user lands on what to fix. `attempt` changes on each submit that found errors (0: none yet).
 */
export function useFocusFirstError(form: RefObject<HTMLFormElement | null>, attempt: number): void {
  useEffect(() => {
    if (!attempt) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not([type="hidden"])')?.focus();
  }, [form, attempt]);
}
