import { deferred } from './deferred';
import type { ComboboxProps } from './Combobox.chunk';

export type { ComboboxOption, ComboboxProps } from './Combobox.chunk';

/** A text field with a filtered list of options; its own chunk (deferred). */
export const Combobox = deferred<ComboboxProps>(() => import('./Combobox.chunk').then((m) => m.Combobox), 44);
