import { describe, it } from 'node:test';
import { expect } from 'expect';
import { CARD_DECLINE_CODES } from '@storefront/contracts';
import { behaviourOf, luhnValid, TEST_CARDS } from './test-cards';

describe('sandbox test cards', () => {
  it('are valid card numbers, one per decline code, and unique', () => {
    for (const card of TEST_CARDS) expect(luhnValid(card.number)).toBe(true);
    expect(new Set(TEST_CARDS.map((c) => c.number)).size).toBe(TEST_CARDS.length);
    for (const code of CARD_DECLINE_CODES) expect(TEST_CARDS.filter((c) => c.behaviour.decline === code)).toHaveLength(1);
  });
  it('refuses cards without 3-D Secure and lets unknown valid numbers pay after the challenge', () => {
    expect(behaviourOf('4242424242424242')).toEqual({ threeDs: false, decline: null });
    expect(behaviourOf('4111111111111111')).toEqual({ threeDs: true, decline: null });
    expect(luhnValid('4111111111111112')).toBe(false);
  });
});
