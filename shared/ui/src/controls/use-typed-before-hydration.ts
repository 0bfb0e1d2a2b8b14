import { useCallback, useLayoutEffect, useRef, type Ref } from 'react';

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * A server-rendered field can be typed into before the page is interactive. React keeps what the reader
 * typed in the field when it hydrates, but its state still holds the server's value, so the next render would
 * wipe the text. This hook hands the typed text to the field's own `onChange` once, on mount, as if the reader
 * had just typed it: the DOM value goes through React's value tracker as the controlled value, then back to
 * the typed text with the element's native setter, and an `input` event makes React see the change. A submit
 * handler that runs before that (a click that hydrated the part) reads the field's DOM value.
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
    if (!element || controlled.current === undefined || controlled.current === null) return;
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio' || element.type === 'file')) return;
    const typed = element.value;
    if (typed === String(controlled.current)) return;
    // After the event being handled, if any: hydration can happen inside a click React replays on this part,
    // and a change dispatched inside it would be undone by React's restore of the controlled value.
    queueMicrotask(() => {
      const state = String(controlled.current ?? '');
      if (!element.isConnected || state === typed) return;
      element.value = state;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element) as object, 'value')?.set?.call(element, typed);
      element.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }, []);

  return useCallback((element: T | null) => {
    node.current = element;
    const own = outer.current;
    if (typeof own === 'function') own(element);
    else if (own) own.current = element;
  }, []);
}
