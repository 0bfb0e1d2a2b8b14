import { useCallback, useRef } from 'react';
import { randomId } from './random-id';

/**
 * One Idempotency-Key per payment attempt: `key()` makes it on the first try and gives the same key while the
 * attempt is retried (a network failure or a 5xx: the api replays the first answer if it did get the call);
 * `settle()` ends the attempt once the api answered for good, so the next press is a new attempt.
 */
export function useIdempotencyKey() {
  const current = useRef<string | null>(null);
  const key = useCallback(() => {
    if (!current.current) current.current = randomId();
    return current.current;
  }, []);
  const settle = useCallback(() => {
    current.current = null;
  }, []);
  /** After a failure: keep the key when the answer may not have been final (no answer, 5xx), else settle. */
  const afterFailure = useCallback((status: number | undefined) => {
    if (status !== undefined && status > 0 && status < 500) current.current = null;
  }, []);
  return { key, settle, afterFailure };
}
