import type { ComponentPropsWithRef, ElementType } from 'react';

/**
 * Props of a component that renders as `C` (default element or e.g. a router Link via `as`):
 * its own props, plus every prop of `C` it does not redefine.
 */
export type PolymorphicProps<C extends ElementType, Own = object> = Own & { as?: C } & Omit<
    ComponentPropsWithRef<C>,
    keyof Own | 'as'
  >;
