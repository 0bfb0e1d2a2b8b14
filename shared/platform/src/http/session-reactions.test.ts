import { accountEndpoints, identityEndpoints } from '@storefront/contracts';
import { ApiError } from './api-error';
import { reactionTo } from './session-reactions';

describe('session reactions of spec §8', () => {
  const unauthorized = new ApiError('UNAUTHORIZED', 'Please login to continue', 401);
  const forbidden = new ApiError('FORBIDDEN', 'Please login to continue', 403);
  const banned = new ApiError('ACCOUNT_BANNED', 'banned', 403);

  it('logs out on 401 and on 403 outside the login calls', () => {
    expect(reactionTo(unauthorized, accountEndpoints.listNotifications.path)).toBe('logout');
    expect(reactionTo(forbidden, '/api/admin/remotes/domains')).toBe('logout');
    expect(reactionTo(unauthorized, identityEndpoints.changePassword.path)).toBe('logout');
  });

  it('leaves the login calls alone', () => {
    for (const { path } of [identityEndpoints.signIn, identityEndpoints.googleSignIn, identityEndpoints.verifySignInCode]) {
      expect(reactionTo(forbidden, path)).toBe('none');
      expect(reactionTo(unauthorized, path)).toBe('none');
      expect(reactionTo(banned, path)).toBe('none');
    }
  });

  it('does not log out when asking who is signed in finds nobody', () => {
    expect(reactionTo(unauthorized, identityEndpoints.getUserInformation.path)).toBe('none');
  });

  it('opens the banned popup on the banned code outside login', () => {
    expect(reactionTo(banned, '/api/cart')).toBe('banned');
  });

  it("issue 28.1: a staff member refused a capability or a rule stays signed in; a customer's 403 on a staff path still logs out", () => {
    const refusedCapability = new ApiError('FORBIDDEN', 'You do not have permission to change the trial settings', 403, { capability: 'trial.write' });
    const refusedRank = new ApiError('FORBIDDEN', 'You do not have permission to act on an account whose role is the same as or higher than yours', 403, { rule: 'rank' });
    expect(reactionTo(refusedCapability, '/api/admin/trial-settings')).toBe('none');
    expect(reactionTo(refusedRank, 'http://localhost:8080/api/admin/users/u-1/ban')).toBe('none');
    expect(reactionTo(new ApiError('FORBIDDEN', 'You do not have permission to do this', 403), '/api/admin/trial-settings')).toBe('logout');
    expect(reactionTo(refusedCapability, accountEndpoints.listNotifications.path)).toBe('logout');
  });

  it('does nothing for other failures', () => {
    expect(reactionTo(new ApiError('BAD_REQUEST', 'x', 400), '/api/cart/items')).toBe('none');
  });
});
