import { layoutFor } from './layout-for';

describe('layoutFor', () => {
  it('drops the footer on search, checkout, top-up and payment pages', () => {
    expect(layoutFor('/domain/search')).toBe('blank');
    expect(layoutFor('/checkout-basket')).toBe('blank');
    expect(layoutFor('/top-up/success')).toBe('blank');
    expect(layoutFor('/payment/success')).toBe('blank');
  });

  it('uses the maintenance layout for status pages and static for documents', () => {
    expect(layoutFor('/under-maintenance')).toBe('maintenance');
    expect(layoutFor('/maintenance')).toBe('maintenance');
    expect(layoutFor('/tos')).toBe('static');
    expect(layoutFor('/about-us')).toBe('static');
    expect(layoutFor('/clients')).toBe('static');
    expect(layoutFor('/faq')).toBe('static');
  });

  it('defaults everything else, without prefix confusion', () => {
    expect(layoutFor('/')).toBe('default');
    expect(layoutFor('/domain/gtld')).toBe('default');
    expect(layoutFor('/top-upx')).toBe('default');
  });
});
