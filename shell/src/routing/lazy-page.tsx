import { lazy, Suspense, type ComponentType } from 'react';
import { Container, Spinner } from '@storefront/ui';

/** A page whose code (and its long texts in two languages) loads only when it is opened. */
export function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense
        fallback={
          <Container>
            <Spinner label="…" />
          </Container>
        }
      >
        <Page />
      </Suspense>
    );
  };
}
