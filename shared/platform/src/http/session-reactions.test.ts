import { ApiError } from './api-error';
import { reactionTo } from './session-reactions';

describe('session reactions of spec §8', () => {
  const unauthorized = new ApiError('UNAUTHORIZED', 'Please login to continue', 401);
  const forbidden = new ApiError('FORBIDDEN', 'Please login to continue', 403);
  const banned = new ApiError('ACCOUNT_BANNED', 'banned', 403);

  it('logs out on 401 and on 403 outside the login calls', () => {
    expect(reactionTo(unauthorized, '/user/notification/me')).toBe('logout');
    expect(reactionTo(forbidden, '/admin/remotes/domains')).toBe('logout');
  });

  it('leaves the login calls alone', () => {
    expect(reactionTo(forbidden, '/users/login')).toBe('none');
    expect(reactionTo(unauthorized, '/users/login')).toBe('none');
    expect(reactionTo(forbidden, '/users/google/callback')).toBe('none');
  });

  it('opens the banned popup on the banned code outside login', () => {
    expect(reactionTo(banned, '/cart')).toBe('banned');
  });

  it('does nothing for other failures', () => {
    expect(reactionTo(new ApiError('BAD_REQUEST', 'x', 400), '/cart/items')).toBe('none');
  });
});
