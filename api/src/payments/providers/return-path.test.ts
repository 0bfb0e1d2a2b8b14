import { describe, it } from 'node:test';
import { expect } from 'expect';
import { withSessionId } from './return-path';

describe('withSessionId', () => {
  it('adds the session to a path with or without a query, encoded', () => {
    expect(withSessionId('/payment/success', 'a1')).toBe('/payment/success?sessionId=a1');
    expect(withSessionId('/payment/success?orderId=o1', 'a1')).toBe('/payment/success?orderId=o1&sessionId=a1');
    expect(withSessionId('/checkout-basket', 'a b&c')).toBe('/checkout-basket?sessionId=a%20b%26c');
  });
});
