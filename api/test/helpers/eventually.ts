/**
 * Waits (generously: a busy machine) until `check` holds for what `read` answers, and answers it; throws, naming
 * `what` and the last value, when it never does within `seconds`. The one place an api test waits between reads: no
 * fixed sleep decides an outcome, the condition does (docs/testing.md).
 */
export async function eventually<T>(read: () => Promise<T> | T, check: (value: T) => boolean, what: string, seconds = 60): Promise<T> {
  const until = Date.now() + seconds * 1000;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    // eslint-disable-next-line storefront/no-fixed-sleep -- the pause between two reads of a condition, not a wait for an outcome
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
