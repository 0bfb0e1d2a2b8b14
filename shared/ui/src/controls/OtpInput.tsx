import { deferred } from './deferred';
import type { OtpInputProps } from './OtpInput.chunk';

export type { OtpInputProps } from './OtpInput.chunk';

/** One box per digit of a one-time code (sign-in, email and two-factor codes); its own chunk (deferred). */
export const OtpInput = deferred<OtpInputProps>(() => import('./OtpInput.chunk').then((m) => m.OtpInput), 88);
