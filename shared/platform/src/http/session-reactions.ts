import { identityEndpoints, STAFF_API_PREFIX } from '@storefront/contracts';
import type { ApiError } from './api-error';

/** Spec §8 HTTP reactions, as a pure decision: what the front end does with an api failure. */
export type SessionReaction = 'none' | 'logout' | 'banned';

/** The sign-in calls: their failures are the form's to show, never a reaction of the page. */
const SIGN_IN_PATHS: readonly string[] = [identityEndpoints.signIn, identityEndpoints.googleSignIn, identityEndpoints.verifySignInCode].map((endpoint) => endpoint.path);

/**
 * A staff member refused one capability or rule (issue 28 item 1): the api's 403 FORBIDDEN names it in `details`
 * (capability, or rule: rank, last admin, four eyes, limits). They stay signed in and the console shows the message;
 * a customer's 403 on a staff path names none and logs out as spec §8 says.
 */
function isStaffRefusal(error: ApiError, path: string): boolean {
  return error.code === 'FORBIDDEN' && path.includes(STAFF_API_PREFIX) && (typeof error.details?.capability === 'string' || typeof error.details?.rule === 'string');
}

export function reactionTo(error: ApiError, url: string): SessionReaction {
  const path = url.split('?')[0] ?? '';
  if (error.status === 403 && isStaffRefusal(error, path)) return 'none';
  const isLoginCall = SIGN_IN_PATHS.some((signInPath) => path.endsWith(signInPath));
  if (error.status === 403 && error.code === 'ACCOUNT_BANNED') return isLoginCall ? 'none' : 'banned';
  if (error.status === 401 && !isLoginCall && !path.endsWith(identityEndpoints.getUserInformation.path)) return 'logout';
  if (error.status === 403 && !isLoginCall) return 'logout';
  return 'none';
}
