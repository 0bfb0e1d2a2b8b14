import { validateSearchInput } from './validate-search-input';

describe('validateSearchInput', () => {
  it('accepts keywords and full names, normalised', () => {
    expect(validateSearchInput('  MyBrand ')).toEqual({ ok: true, value: 'mybrand' });
    expect(validateSearchInput('https://www.example.com/page')).toEqual({ ok: true, value: 'example.com' });
    expect(validateSearchInput('my-shop.com.kh')).toEqual({ ok: true, value: 'my-shop.com.kh' });
  });

  it('rejects empty input, bad hyphens, symbols and long names with the spec messages', () => {
    expect(validateSearchInput('  ')).toEqual({ ok: false, error: 'required' });
    expect(validateSearchInput('-shop')).toEqual({ ok: false, error: 'domainOrKeyword' });
    expect(validateSearchInput('shop-.com')).toEqual({ ok: false, error: 'domain' });
    expect(validateSearchInput('sh op')).toEqual({ ok: false, error: 'domainOrKeyword' });
    expect(validateSearchInput(`${'a'.repeat(64)}.com`)).toEqual({ ok: false, error: 'domain' });
  });
});
