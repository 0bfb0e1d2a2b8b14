import { useCallback, useLayoutEffect, useRef, type Ref } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * A server-rendered field can be typed into before the page is interactive. React keeps what the reader
 * typed in the field when it hydrates, but its state still holds the server's value, so the next render would
 * wipe the text. This hook hands the typed text to the field's own `onChange` once, on mount, as if the reader
 * had just typed it: the DOM value goes through React's value tracker as the controlled value, then back to
 * the typed text with the element's native setter, and an `input` event makes React see the change.
 *
 * Answers the ref to put on the control (merged with the caller's own `ref`). Nothing happens for an
 * uncontrolled field, a checkbox or radio, or a field rendered in the browser (its value is the state's).
 */
export function useTypedBeforeHydration<T extends TextControl>(value: unknown, ref?: Ref<T>): (element: T | null) => void {
  const node = useRef<T | null>(null);
  const outer = useRef(ref);
  outer.current = ref;
  const controlled = useRef(value);
  controlled.current = value;

  useLayoutEffect(() => {
    const element = node.current;
    const state = controlled.current;
    if (!element || state === undefined || state === null) return;
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio' || element.type === 'file')) return;
    const typed = element.value;
    const expected = String(state);
    if (typed === expected) return;
    element.value = expected;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set?.call(element, typed);
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }, []);

  return useCallback((element: T | null) => {
    node.current = element;
    const own = outer.current;
    if (typeof own === 'function') own(element);
    else if (own) own.current = element;
  }, []);
}
