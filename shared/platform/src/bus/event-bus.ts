import { type Observable, Subject, filter, map } from 'rxjs';
import type { BusEventType, BusEvents, BusMessage } from '@storefront/contracts';

/** A typed RxJS event bus: `publish`, `subscribe`, `stream(type)`. */
export interface EventBus {
  publish<T extends BusEventType>(type: T, payload: BusEvents[T]): void;
  subscribe<T extends BusEventType>(type: T, handler: (payload: BusEvents[T]) => void): () => void;
  stream<T extends BusEventType>(type: T): Observable<BusEvents[T]>;
  all(): Observable<BusMessage>;
}

export function createEventBus(): EventBus {
  const subject = new Subject<BusMessage>();
  const stream = <T extends BusEventType>(type: T): Observable<BusEvents[T]> =>
    subject.pipe(
      filter((message): message is BusMessage<T> => message.type === type),
      map((message) => message.payload),
    );
  return {
    publish(type, payload) {
      subject.next({ type, payload } as BusMessage);
    },
    subscribe(type, handler) {
      const subscription = stream(type).subscribe(handler);
      return () => subscription.unsubscribe();
    },
    stream,
    all: () => subject.asObservable(),
  };
}
