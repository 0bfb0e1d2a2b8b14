import { identityEndpoints } from '@storefront/contracts';
import type { ApiError } from './api-error';

/** Spec §8 HTTP reactions, as a pure decision: what the front end does with an api failure. */
export type SessionReaction = 'none' | 'logout' | 'banned';

/** The sign-in calls: their failures are the form's to show, never a reaction of the page. */
const SIGN_IN_PATHS: readonly string[] = [identityEndpoints.signIn, identityEndpoints.googleSignIn, identityEndpoints.verifySignInCode].map((endpoint) => endpoint.path);

export function reactionTo(error: ApiError, url: string): SessionReaction {
  const path = url.split('?')[0] ?? '';
  const isLoginCall = SIGN_IN_PATHS.some((signInPath) => path.endsWith(signInPath));
  if (error.status === 403 && error.code === 'ACCOUNT_BANNED') return isLoginCall ? 'none' : 'banned';
  if (error.status === 401 && !isLoginCall && !path.endsWith(identityEndpoints.getUserInformation.path)) return 'logout';
  if (error.status === 403 && !isLoginCall) return 'logout';
  return 'none';
}
