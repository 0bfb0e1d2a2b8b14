import { describe, it } from 'node:test';
import { expect } from 'expect';
import { AppError } from '../errors';
import { priceDomainAction, reactivateTotal, redemptionFee, registerTotal, renewTotal, transferTotal } from './domain-pricing';

const com = { kind: 'generic' as const, register_price: 1199, renew_price: 1399, transfer_price: 1199 };
const kh = { kind: 'country' as const, register_price: 5000, renew_price: 5000, transfer_price: 5000 };

function refusal(run: () => unknown): AppError['body'] {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.body;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('domain pricing', () => {
  it('registers N years as the register price plus N − 1 renewals', () => {
    expect(registerTotal(com, 1)).toBe(1199);
    expect(registerTotal(com, 2)).toBe(1199 + 1399);
    expect(registerTotal(com, 10)).toBe(1199 + 9 * 1399);
    expect(registerTotal(kh, 3)).toBe(15000);
  });

  it('sells a premium name for 1 year at its own price, and refuses more years with the spec message', () => {
    expect(registerTotal(com, 1, 24900)).toBe(24900);
    expect(refusal(() => registerTotal(com, 2, 24900))).toEqual({
      code: 'BAD_REQUEST',
      message: 'Premium domains can only be bought with a 1-year billing cycle',
      details: { fields: [{ path: 'years', message: 'Premium domains can only be bought with a 1-year billing cycle' }] },
    });
  });

  it('refuses terms outside 1 to 10 years', () => {
    expect(refusal(() => registerTotal(com, 11)).message).toBe('Choose from 1 to 10 years');
    expect(refusal(() => renewTotal(com, 0)).message).toBe('Choose from 1 to 10 years');
    expect(refusal(() => renewTotal(com, 1.5)).message).toBe('Choose from 1 to 10 years');
  });

  it('renews N years at N renewals; a transfer is its price with one year in it', () => {
    expect(renewTotal(com, 3)).toBe(3 * 1399);
    expect(transferTotal(com)).toBe(1199);
    expect(transferTotal(com, 3)).toBe(1199 + 2 * 1399);
  });

  it('reactivates at one renewal plus the redemption fee of the TLD kind', () => {
    expect(redemptionFee('generic')).toBeGreaterThan(0);
    expect(reactivateTotal(com)).toBe(1399 + redemptionFee('generic'));
    expect(reactivateTotal(kh)).toBe(5000 + redemptionFee('country'));
  });

  it('prices cart actions with their term: transfers and reactivations are 1 year whatever was asked', () => {
    expect(priceDomainAction('register', com, 2)).toEqual({ years: 2, unitPrice: 1199, amount: 2598 });
    expect(priceDomainAction('register', com, 1, 24900)).toEqual({ years: 1, unitPrice: 24900, amount: 24900 });
    expect(priceDomainAction('renew', com, 2)).toEqual({ years: 2, unitPrice: 1399, amount: 2798 });
    expect(priceDomainAction('transfer', com, 3)).toEqual({ years: 1, unitPrice: 1199, amount: 1199 });
    expect(priceDomainAction('reactivate', kh, 1)).toEqual({ years: 1, unitPrice: reactivateTotal(kh), amount: reactivateTotal(kh) });
    for (const action of ['register', 'renew', 'transfer', 'reactivate'] as const) {
      expect(Number.isInteger(priceDomainAction(action, com, 1).amount)).toBe(true);
    }
  });
});
