import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';

/**
 * A control fetched as its own chunk the first time it is shown: the design system is one federation singleton,
 * so without this every page would download the controls only a few pages use (docs/perf.md). Until it arrives
 * its place is held at about its height, so the page does not jump (null: nothing, for a dialog, which takes no
 * place in the page).
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>, placeholderHeight: number | null): (props: P) => ReactElement {
  const Control = lazy(async () => ({ default: await load() }));
  return function Deferred(props: P) {
    return (
      <Suspense fallback={placeholderHeight === null ? null : <span aria-hidden="true" style={{ display: 'block', minHeight: placeholderHeight }} />}>
        <Control {...props} />
      </Suspense>
    );
  };
}
