import { createRequire } from 'node:module';

/** A count as @fastify/rate-limit's stores answer it. */
interface Count {
  current: number;
  ttl: number;
}
type Answer = (error: Error | null, count?: Count) => void;
interface Store {
  incr(key: string, answer: Answer, timeWindow: number, max: number): void;
  read(key: string, answer: Answer, timeWindow: number, max: number): void;
  child(options: object): Store;
}

// The plugin's own in-memory store (a CommonJS file without types of its own).
const LocalStore = createRequire(__filename)('@fastify/rate-limit/store/LocalStore') as new (continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number) => Store;

/** Each answer is a copy of the count at the moment of the call. */
const snapshot =
  (answer: Answer): Answer =>
  (error, count) =>
    answer(error, count && { current: count.current, ttl: count.ttl });

/**
 * @fastify/rate-limit's in-memory store, answering a snapshot of each count. The store answers with the very
 * object it keeps counting in, and the plugin reads it after an await: fifty requests at once from one address
 * all read 50 and were all refused, where the first `max` should pass (found by the contact form's burst test).
 */
export class SnapshotLocalStore implements Store {
  private readonly inner: Store;

  constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean } | Store = {}) {
    this.inner = 'incr' in options ? options : new LocalStore(options.continueExceeding, options.exponentialBackoff);
  }

  incr(key: string, answer: Answer, timeWindow: number, max: number): void {
    this.inner.incr(key, snapshot(answer), timeWindow, max);
  }

  read(key: string, answer: Answer, timeWindow: number, max: number): void {
    this.inner.read(key, snapshot(answer), timeWindow, max);
  }

  child(options: object): Store {
    return new SnapshotLocalStore(this.inner.child(options));
  }
}
