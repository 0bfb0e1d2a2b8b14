import { selectAuthStatus, useAppSelector } from '@storefront/platform';

/** Who is looking: the auth status from the one store (cached answers are dropped on sign-in and sign-out). */
export function useViewer() {
  const status = useAppSelector(selectAuthStatus);
  return { status, signedIn: status === 'authenticated' };
}
