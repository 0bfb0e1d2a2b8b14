import { describe, it } from 'node:test';
import { expect } from 'expect';
import { orderTotals, vatOf } from '@storefront/contracts';
import { loadConfig } from '../src/config';

describe('order totals and VAT rounding', () => {
  it('rounds VAT half-up on cents, once, on the subtotal after the discount', () => {
    expect(vatOf(1199, 1000)).toBe(120); // 119.9
    expect(vatOf(1195, 1000)).toBe(120); // 119.5 → up
    expect(vatOf(1194, 1000)).toBe(119); // 119.4
    expect(vatOf(5, 1000)).toBe(1); // 0.5 → up
    expect(vatOf(4, 1000)).toBe(0);
    expect(orderTotals(1199, 0, 1000)).toEqual({ subtotal: 1199, discount: 0, vat: 120, total: 1319 });
    expect(orderTotals(2598, 0, 1000)).toEqual({ subtotal: 2598, discount: 0, vat: 260, total: 2858 });
    expect(orderTotals(10000, 2500, 1000)).toEqual({ subtotal: 10000, discount: 2500, vat: 750, total: 8250 });
    expect(orderTotals(1000, 2000, 1000)).toEqual({ subtotal: 1000, discount: 2000, vat: 0, total: 0 });
    expect(orderTotals(1999, 0, 750)).toEqual({ subtotal: 1999, discount: 0, vat: 150, total: 2149 }); // 149.925
  });

  it('reads the VAT rate from VAT_PERCENT (default 10) and its name from VAT_NAME', () => {
    expect(loadConfig({})).toMatchObject({ vatRateBasisPoints: 1000, vatName: 'VAT' });
    expect(loadConfig({ VAT_PERCENT: '7.5', VAT_NAME: 'GST' })).toMatchObject({ vatRateBasisPoints: 750, vatName: 'GST' });
    expect(loadConfig({ VAT_PERCENT: '7', VAT_RATE_BP: '1000' }).vatRateBasisPoints).toBe(1000);
    expect(() => loadConfig({ VAT_PERCENT: 'ten' })).toThrow(/VAT_PERCENT/);
  });
});
