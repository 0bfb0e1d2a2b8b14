import { parseSession, parseView, sessionSearch, sessionText, termsToSession, unsupportedProblem, withoutKeyword } from './search-session';

const params = (query: string) => new URLSearchParams(query);

describe('the search session in the URL', () => {
  it('reads the first term, the other keywords and the chosen TLDs', () => {
    const { session, problem } = parseSession(params('domain=MyBrand.com&keywords=coolshop,kh-store&tlds=.NET,com.kh'));
    expect(problem).toBeNull();
    expect(session).toEqual({ domain: 'mybrand.com', keywords: ['coolshop', 'kh-store'], tlds: ['net', 'com.kh'], tldHint: null });
  });

  it('keeps the ?tld= entry of the TLD pages as a hint, and writes the session back', () => {
    const { session } = parseSession(params('tld=com'));
    expect(session).toEqual({ domain: '', keywords: [], tlds: [], tldHint: 'com' });
    expect(sessionSearch(session)).toBe('tld=com');
    expect(sessionSearch({ domain: 'a.com', keywords: ['b', 'c'], tlds: ['net', 'org'], tldHint: null }, { statuses: ['available'], page: 2 })).toBe(
      'domain=a.com&keywords=b,c&tlds=net,org&status=available&page=2',
    );
  });

  it('issue 28.11: reads a comma- or space-separated ?domain= list as the search box reads what is typed', () => {
    expect(parseSession(params('domain=angkor,bayon,tonle'))).toEqual({ session: { domain: 'angkor', keywords: ['bayon', 'tonle'], tlds: [], tldHint: null }, problem: null });
    expect(parseSession(params('domain=angkor.com%20bayon.net&keywords=tonle,bayon&tlds=org'))).toEqual({
      session: { domain: 'angkor.com', keywords: ['bayon', 'tonle'], tlds: ['net', 'org'], tldHint: null },
      problem: null,
    });
    expect(parseSession(params('domain=angkor,-bad')).problem).toEqual({ kind: 'term', term: '-bad', message: 'Please enter an invalid domain or keyword' });
    expect(parseSession(params('domain=a,b,c,d,e,f')).problem).toEqual({ kind: 'keywordLimit', message: 'You can search at most 5 keywords at a time' });
  });

  it('reports an invalid term or TLD with the spec messages instead of searching', () => {
    expect(parseSession(params('domain=-bad')).problem).toEqual({ kind: 'term', term: '-bad', message: 'Please enter an invalid domain or keyword' });
    expect(parseSession(params('domain=shop-.com')).problem?.message).toBe('Please enter a valid domain name');
    expect(parseSession(params('domain=a&keywords=b.com')).problem?.message).toBe('Please enter an invalid domain or keyword');
    expect(parseSession(params('domain=a&tlds=c$m')).problem).toEqual({ kind: 'unsupportedTld', term: 'c$m', message: 'Unsupported TLD' });
  });

  it('refuses more than 5 keywords or 5 TLDs (the typed name counting)', () => {
    expect(parseSession(params('domain=a&keywords=b,c,d,e')).problem).toBeNull();
    expect(parseSession(params('domain=a&keywords=b,c,d,e,f')).problem).toEqual({ kind: 'keywordLimit', message: 'You can search at most 5 keywords at a time' });
    expect(parseSession(params('domain=a.com&tlds=net,org,info,biz')).problem).toBeNull();
    expect(parseSession(params('domain=a.com&tlds=net,org,info,biz,xyz')).problem).toEqual({ kind: 'tldLimit', message: 'You can search at most 5 TLDs at a time' });
  });

  it('reads the filters, the page and the suggestion pages, ignoring nonsense', () => {
    expect(parseView(params('filterKeywords=a,b&filterTlds=.com&status=taken,bogus&page=3&suggestions=2'))).toEqual({
      filterKeywords: ['a', 'b'],
      filterTlds: ['com'],
      statuses: ['taken'],
      page: 3,
      suggestionPages: 2,
    });
    expect(parseView(params('page=-1&suggestions=x'))).toEqual({ filterKeywords: [], filterTlds: [], statuses: [], page: 1, suggestionPages: 1 });
  });
});

describe('what the visitor typed', () => {
  it('gives several keywords from commas or spaces', () => {
    expect(termsToSession('mybrand, coolshop')).toEqual({ ok: true, session: { domain: 'mybrand', keywords: ['coolshop'], tlds: [], tldHint: null } });
    expect(termsToSession('mybrand coolshop')).toEqual(termsToSession('mybrand, coolshop'));
  });

  it('turns later full names into a keyword and a chosen TLD, and keeps the session TLDs', () => {
    expect(termsToSession('mybrand.com coolshop.net mybrand', { tlds: ['org'] })).toEqual({
      ok: true,
      session: { domain: 'mybrand.com', keywords: ['coolshop'], tlds: ['org', 'net'], tldHint: null },
    });
  });

  it('gives a bare first keyword the ending of the TLD page it came from', () => {
    expect(termsToSession('shop', { tldHint: 'com.kh' })).toMatchObject({ ok: true, session: { domain: 'shop.com.kh' } });
    expect(termsToSession('shop.net', { tldHint: 'com.kh' })).toMatchObject({ ok: true, session: { domain: 'shop.net' } });
  });

  it('names the term that breaks the rules, and the limits', () => {
    expect(termsToSession('  ')).toEqual({ ok: false, problem: { kind: 'term', term: '', message: 'Domain field is required' } });
    expect(termsToSession('good, -bad-')).toEqual({ ok: false, problem: { kind: 'term', term: '-bad-', message: 'Please enter an invalid domain or keyword' } });
    expect(termsToSession('a b c d e f')).toEqual({ ok: false, problem: { kind: 'keywordLimit', message: 'You can search at most 5 keywords at a time' } });
    expect(termsToSession('a.com b.net c.org d.info e.biz f.xyz')).toEqual({ ok: false, problem: { kind: 'keywordLimit', message: 'You can search at most 5 keywords at a time' } });
    expect(termsToSession('a.com a.net a.org a.info a.biz a.xyz')).toEqual({ ok: false, problem: { kind: 'tldLimit', message: 'You can search at most 5 TLDs at a time' } });
  });

  it('checks the endings against the catalogue when it is known', () => {
    const supported = new Set(['com', 'net']);
    expect(unsupportedProblem({ domain: 'a.zz', keywords: [], tlds: [], tldHint: null }, supported)).toEqual({ kind: 'unsupportedTld', term: 'a.zz', message: 'Unsupported TLD' });
    expect(unsupportedProblem({ domain: 'a', keywords: [], tlds: ['net', 'qq'], tldHint: null }, supported)).toEqual({ kind: 'unsupportedTld', term: '.qq', message: 'Unsupported TLD' });
    expect(unsupportedProblem({ domain: 'a.com', keywords: [], tlds: ['net'], tldHint: null }, supported)).toBeNull();
    expect(unsupportedProblem({ domain: 'a.zz', keywords: [], tlds: [], tldHint: null }, null)).toBeNull();
  });
});

describe('changing the session with its chips', () => {
  it('removes a keyword; removing the first term promotes the next one', () => {
    const session = { domain: 'mybrand.com', keywords: ['coolshop', 'kh'], tlds: ['net'], tldHint: null };
    expect(withoutKeyword(session, 'kh')).toEqual({ ...session, keywords: ['coolshop'] });
    expect(withoutKeyword(session, 'mybrand')).toEqual({ domain: 'coolshop', keywords: ['kh'], tlds: ['com', 'net'], tldHint: null });
    expect(sessionText(session)).toBe('mybrand.com, coolshop, kh');
  });
});
