import { authOnlyGuard, checkoutGuard, guestOnlyGuard } from './guards';

describe('route guards (spec §2)', () => {
  it('auth-only waits for the session, allows users and logs guests out', () => {
    expect(authOnlyGuard({ auth: 'unknown' })).toEqual({ kind: 'wait' });
    expect(authOnlyGuard({ auth: 'authenticated' })).toEqual({ kind: 'allow' });
    expect(authOnlyGuard({ auth: 'guest' })).toEqual({ kind: 'logout' });
  });

  it('guest-only sends a logged-in user home', () => {
    expect(guestOnlyGuard({ auth: 'authenticated' })).toEqual({ kind: 'redirect', to: '/' });
    expect(guestOnlyGuard({ auth: 'guest' })).toEqual({ kind: 'allow' });
    expect(guestOnlyGuard({ auth: 'unknown' })).toEqual({ kind: 'wait' });
  });

  it('checkout sends to the basket without a checkout or an orderId', () => {
    expect(checkoutGuard({ auth: 'guest' })).toEqual({ kind: 'redirect', to: '/checkout-basket' });
    expect(checkoutGuard({ auth: 'guest', orderId: '  ' })).toEqual({ kind: 'redirect', to: '/checkout-basket' });
    expect(checkoutGuard({ auth: 'guest', orderId: 'o-1' })).toEqual({ kind: 'allow' });
    expect(checkoutGuard({ auth: 'authenticated', hasCheckout: true })).toEqual({ kind: 'allow' });
  });
});
