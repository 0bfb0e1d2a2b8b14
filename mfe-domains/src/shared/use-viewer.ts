import { selectAuthStatus, selectUser, useAppSelector } from '@storefront/platform';

/** Who is looking: the auth status from the one store, and a cache key for answers that depend on the viewer. */
export function useViewer() {
  const status = useAppSelector(selectAuthStatus);
  const user = useAppSelector(selectUser);
  return { status, signedIn: status === 'authenticated', viewer: user?.id ?? 'guest' };
}
