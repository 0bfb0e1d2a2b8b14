import { act } from '@testing-library/react';

/**
 * Resolves, inside act(), in the next task: every microtask queued before it has run by then (a fake api call on its
 * way to fakeApi, its answer on its way back, the state the component sets from it) and React has rendered the result.
 * The order of tasks makes that so, not a duration (docs/testing.md, rule 2): use it before asserting an absence that
 * nothing else announces, e.g. no request was made, or an answer that arrived changed nothing on screen.
 */
export function settle(): Promise<void> {
  return act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
