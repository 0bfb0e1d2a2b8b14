import type { ApiError } from './api-error';

/** Spec §8 HTTP reactions, as a pure decision: what the front end does with an api failure. */
export type SessionReaction = 'none' | 'logout' | 'banned';

const LOGIN_CALLS = ['/users/login', '/users/google/callback', '/users/login/2fa/verify'];

export function reactionTo(error: ApiError, url: string): SessionReaction {
  const isLoginCall = LOGIN_CALLS.some((path) => url.split('?')[0]?.endsWith(path));
  if (error.status === 403 && error.code === 'ACCOUNT_BANNED') return isLoginCall ? 'none' : 'banned';
  if (error.status === 401 && !isLoginCall && !url.includes('/users/getUserInformation')) return 'logout';
  if (error.status === 403 && !isLoginCall) return 'logout';
  return 'none';
}
