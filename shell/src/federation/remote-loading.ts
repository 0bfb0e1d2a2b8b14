import { BehaviorSubject } from '@storefront/platform';

/** How many remote modules are being fetched: the loading bar follows it with the api calls. */
export const remoteLoading$ = new BehaviorSubject(0);

export async function trackRemoteLoading<T>(work: Promise<T>): Promise<T> {
  remoteLoading$.next(remoteLoading$.value + 1);
  try {
    return await work;
  } finally {
    remoteLoading$.next(Math.max(0, remoteLoading$.value - 1));
  }
}
