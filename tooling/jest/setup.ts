import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import userEventModule from '@testing-library/user-event';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; react-router and i18next use them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

/*
 * Load-proof defaults (docs/testing.md): the suite must pass with the machine busy.
 *
 * 1. findBy… and waitFor wait for something real (a fake api answer, a re-render). testing-library's default
 *    of 1 s is short on a loaded machine; 10 s only costs time when a test is failing anyway.
 *    (jest's per-test limit is raised in jest.config.cjs.)
 */
configure({ asyncUtilTimeout: 10_000 });

/*
 * 2. user-event without artificial delays. Its direct API (`userEvent.type(…)`, `userEvent.click(…)`) and
 *    `userEvent.setup()` default to `delay: 0`, which still yields a macrotask (setTimeout 0) between every
 *    keystroke and pointer action: a `type` of 20 characters is 20+ trips through a busy event loop. With
 *    `delay: null` the events are dispatched back to back, as fast as the machine allows. Every test file
 *    imports the same module instance this setup file sees, so the defaults are set once here; a test that
 *    passes its own `delay` still gets it.
 */
type Options = { delay?: number | null };
const userEvent = userEventModule as unknown as Record<string, (...args: unknown[]) => unknown>;
const noDelay = (options: unknown): Options => ({ delay: null, ...(options as Options | undefined) });
/** For each function of the direct API: the position of its options argument. */
const optionsAt: Record<string, number> = {
  click: 1,
  dblClick: 1,
  tripleClick: 1,
  hover: 1,
  unhover: 1,
  keyboard: 1,
  pointer: 1,
  paste: 1,
  copy: 0,
  cut: 0,
  type: 2,
  selectOptions: 2,
  deselectOptions: 2,
  upload: 2,
  setup: 0,
};
for (const [name, position] of Object.entries(optionsAt)) {
  const original = userEvent[name];
  if (typeof original !== 'function') throw new Error(`@testing-library/user-event has no ${name}(): update tooling/jest/setup.ts`);
  userEvent[name] = (...args: unknown[]) => {
    const withOptions = [...args];
    withOptions[position] = noDelay(args[position]);
    return original(...withOptions);
  };
}
// clear() and tab() of the direct API take no delay option: they go through an instance without one.
const setupNoDelay = userEvent.setup as (options?: Options) => Record<string, (...args: unknown[]) => Promise<unknown>>;
userEvent.clear = (element: unknown) => setupNoDelay().clear!(element);
userEvent.tab = (options: unknown) => setupNoDelay().tab!(options);
