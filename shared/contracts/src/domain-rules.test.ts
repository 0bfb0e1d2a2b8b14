import { keywordOf, maxYearsFor, normaliseTld, splitSearchTerms, validateSearchTerm, DOMAIN_DAYS, SEARCH_TERM_MESSAGES } from './domain-rules';

describe('domain search terms (spec §5)', () => {
  it('normalises a keyword or a full name', () => {
    expect(validateSearchTerm('  MyBrand ')).toEqual({ ok: true, value: 'mybrand' });
    expect(validateSearchTerm('https://www.MyBrand.com.kh/about')).toEqual({ ok: true, value: 'mybrand.com.kh' });
    expect(validateSearchTerm('my-brand2.io')).toEqual({ ok: true, value: 'my-brand2.io' });
  });

  it('answers which rule a bad term breaks', () => {
    expect(validateSearchTerm('   ')).toEqual({ ok: false, error: 'required' });
    expect(validateSearchTerm('-bad')).toEqual({ ok: false, error: 'domainOrKeyword' });
    expect(validateSearchTerm('bad-')).toEqual({ ok: false, error: 'domainOrKeyword' });
    expect(validateSearchTerm('my_brand')).toEqual({ ok: false, error: 'domainOrKeyword' });
    expect(validateSearchTerm('bad-.com')).toEqual({ ok: false, error: 'domain' });
    expect(validateSearchTerm('mybrand..com')).toEqual({ ok: false, error: 'domain' });
  });

  it('allows at most 67 characters including the dot', () => {
    const label = 'a'.repeat(63);
    expect(validateSearchTerm(`${label}.com`)).toEqual({ ok: true, value: `${label}.com` });
    expect(validateSearchTerm(`${label}.info`)).toEqual({ ok: false, error: 'domain' });
  });

  it('has the spec messages for each error', () => {
    expect(SEARCH_TERM_MESSAGES).toEqual({
      required: 'Domain field is required',
      domain: 'Please enter a valid domain name',
      domainOrKeyword: 'Please enter an invalid domain or keyword',
    });
  });

  it('splits what was typed into terms', () => {
    expect(splitSearchTerms('mybrand, my-shop.com  kh;;x')).toEqual(['mybrand', 'my-shop.com', 'kh', 'x']);
    expect(splitSearchTerms(' , ')).toEqual([]);
  });

  it('normalises a TLD as typed, or refuses it', () => {
    expect(normaliseTld('.COM.KH')).toBe('com.kh');
    expect(normaliseTld('io')).toBe('io');
    expect(normaliseTld('..net')).toBe('net');
    expect(normaliseTld('')).toBeNull();
    expect(normaliseTld('-x-')).toBeNull();
    expect(normaliseTld('a'.repeat(25))).toBeNull();
  });

  it('takes the keyword of a term and the most years of a status', () => {
    expect(keywordOf('mybrand.com.kh')).toBe('mybrand');
    expect(keywordOf('mybrand')).toBe('mybrand');
    expect(maxYearsFor('premium')).toBe(1);
    expect(maxYearsFor('available')).toBe(10);
    expect(maxYearsFor('taken')).toBe(10);
  });

  it('keeps the lifecycle timings of spec §4 and §9', () => {
    expect(DOMAIN_DAYS).toMatchObject({ transferMin: 5, transferMax: 7, redemptionLeadGeneric: 12, redemptionLeadCountry: 5 });
  });
});
