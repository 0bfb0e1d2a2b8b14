import { deferred } from './deferred';
import type { PhoneFieldProps } from './PhoneField.chunk';

export type { PhoneCodeOption, PhoneFieldProps } from './PhoneField.chunk';

/** A phone number with its calling-code picker (forms only: sign-up, contacts, profile); its own chunk (deferred). */
export const PhoneField = deferred<PhoneFieldProps>(() => import('./PhoneField.chunk').then((m) => m.PhoneField), 72);
