import { CARD_DECLINE_CODES, CARD_DECLINES, TOP_UP_MESSAGES, topUpAmountError } from './payment-rules';

describe('payment rules', () => {
  it('a top-up is whole cents from $10 to $10,000', () => {
    expect(topUpAmountError(999)).toBe(TOP_UP_MESSAGES.min);
    expect(TOP_UP_MESSAGES.min).toBe('Minimum amount is $10');
    expect(topUpAmountError(1000)).toBeNull();
    expect(topUpAmountError(1_000_000)).toBeNull();
    expect(topUpAmountError(1_000_001)).toBe(TOP_UP_MESSAGES.max);
    expect(topUpAmountError(null)).toBe(TOP_UP_MESSAGES.required);
    expect(topUpAmountError(Number.NaN)).toBe(TOP_UP_MESSAGES.required);
    expect(topUpAmountError(1000.5)).toBe(TOP_UP_MESSAGES.required);
  });

  it('has the sixteen card decline codes of spec §8, each with advice to use another card or retry', () => {
    expect(CARD_DECLINE_CODES).toHaveLength(16);
    for (const code of CARD_DECLINE_CODES) expect(CARD_DECLINES[code]).toMatch(/another card|try again|Please check/);
  });
});
