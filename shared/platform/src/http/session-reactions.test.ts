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

  it('does nothing for other failures', () => {
    expect(reactionTo(new ApiError('BAD_REQUEST', 'x', 400), '/api/cart/items')).toBe('none');
  });
});
