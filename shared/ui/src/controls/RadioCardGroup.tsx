import type { ReactElement } from 'react';
import { deferred } from './deferred';
import type { RadioCardGroupProps } from './RadioCardGroup.chunk';

export type { RadioCardGroupProps, RadioCardOption } from './RadioCardGroup.chunk';

/** Choices as cards (payment methods, billing contacts); its own chunk (deferred). */
export const RadioCardGroup = deferred<RadioCardGroupProps<string>>(() => import('./RadioCardGroup.chunk').then((m) => m.RadioCardGroup), 120) as <T extends string>(
  props: RadioCardGroupProps<T>,
) => ReactElement;
