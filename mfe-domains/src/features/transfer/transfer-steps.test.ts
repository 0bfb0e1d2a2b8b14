import { currentStep, stepState, validateTransferDomain } from './transfer-steps';

const ready = { domain: 'shop.com', tld: 'com', transferable: true, blocker: null, price: 1199 };

describe('the transfer steps', () => {
  it('starts with signing in, then asks for the domain', () => {
    expect(currentStep({ signedIn: false, domain: 'shop.com', check: ready, verified: false })).toBe('signIn');
    expect(currentStep({ signedIn: true, domain: null, check: null, verified: false })).toBe('search');
  });

  it('waits on readiness, stays there when something blocks the transfer, then asks for the code', () => {
    expect(currentStep({ signedIn: true, domain: 'shop.com', check: null, verified: false })).toBe('verify');
    expect(currentStep({ signedIn: true, domain: 'shop.com', check: { ...ready, transferable: false, blocker: 'locked' }, verified: false })).toBe('verify');
    expect(currentStep({ signedIn: true, domain: 'other.com', check: ready, verified: false })).toBe('verify');
    expect(currentStep({ signedIn: true, domain: 'shop.com', check: ready, verified: false })).toBe('code');
    expect(currentStep({ signedIn: true, domain: 'shop.com', check: ready, verified: true })).toBe('checkout');
  });

  it('marks the steps before the current one done', () => {
    expect(stepState('signIn', 'code')).toBe('done');
    expect(stepState('code', 'code')).toBe('current');
    expect(stepState('checkout', 'code')).toBe('upcoming');
  });

  it('takes a full domain name only', () => {
    expect(validateTransferDomain(' Shop.COM ')).toEqual({ ok: true, domain: 'shop.com' });
    expect(validateTransferDomain('shop')).toEqual({ ok: false, message: 'Please enter a valid domain name' });
    expect(validateTransferDomain('-shop.com')).toEqual({ ok: false, message: 'Please enter a valid domain name' });
    expect(validateTransferDomain('')).toEqual({ ok: false, message: 'Domain field is required' });
  });
});
