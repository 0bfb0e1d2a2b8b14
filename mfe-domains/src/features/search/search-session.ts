import { DOMAIN_MESSAGES, DOMAIN_STATUSES, SEARCH_TERM_MESSAGES, keywordOf, normaliseTld, validateSearchTerm, type DomainStatus } from '@storefront/contracts';
import { limitProblem, termsToDraft, tldOfTerm, unique, type SearchSession, type SessionProblem, type SessionView } from './session-terms';

/**
 * The search session read from and written to the URL of /domain/search (the page's part; what the search box
 * needs lives in session-terms.ts, so the home page's box stays small).
 */
export * from './session-terms';

const csv = (raw: string | null): string[] => (raw ?? '').split(',').map((part) => part.trim()).filter(Boolean);

/** The text the search box shows for a session: its terms, comma-separated. */
export function sessionText(session: SearchSession): string {
  return [session.domain, ...session.keywords].filter(Boolean).join(', ');
}

/** Reads the session from the URL; problems (a hand-edited URL) are reported, not searched. */
export function parseSession(params: URLSearchParams): { session: SearchSession; problem: SessionProblem | null } {
  const rawDomain = params.get('domain') ?? '';
  const tldHint = normaliseTld(params.get('tld') ?? '');
  const session: SearchSession = { domain: '', keywords: [], tlds: [], tldHint };
  if (rawDomain.trim()) {
    // `?domain=` is read as the search box reads what is typed: "angkor,bayon tonle" is three keywords.
    const typed = termsToDraft(rawDomain);
    if (!typed.ok) return { session, problem: typed.problem };
    session.domain = typed.session.domain;
    session.keywords.push(...typed.session.keywords);
    session.tlds.push(...typed.session.tlds);
  }
  for (const raw of csv(params.get('keywords'))) {
    const result = validateSearchTerm(raw);
    if (!result.ok || result.value.includes('.')) {
      return { session, problem: { kind: 'term', term: raw, message: result.ok ? DOMAIN_MESSAGES.invalidKeyword : SEARCH_TERM_MESSAGES[result.error] } };
    }
    if (result.value !== keywordOf(session.domain)) session.keywords.push(result.value);
  }
  for (const raw of csv(params.get('tlds'))) {
    const tld = normaliseTld(raw);
    if (!tld) return { session, problem: { kind: 'unsupportedTld', term: raw, message: DOMAIN_MESSAGES.unsupportedTld } };
    session.tlds.push(tld);
  }
  session.keywords = unique(session.keywords);
  session.tlds = unique(session.tlds);
  if (!session.domain && session.keywords.length > 0) {
    // A session always has a first term: promote the first keyword.
    session.domain = session.keywords.shift() ?? '';
  }
  return { session, problem: limitProblem(session) };
}

const positive = (raw: string | null, fallback: number, max: number) => {
  const value = Number(raw);
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
};

export function parseView(params: URLSearchParams): SessionView {
  const statuses = csv(params.get('status')).filter((value): value is DomainStatus => (DOMAIN_STATUSES as readonly string[]).includes(value));
  return {
    filterKeywords: unique(csv(params.get('filterKeywords')).map((value) => value.toLowerCase())),
    filterTlds: unique(csv(params.get('filterTlds')).map((value) => normaliseTld(value)).filter((value): value is string => Boolean(value))),
    statuses: unique(statuses),
    page: positive(params.get('page'), 1, 50),
    suggestionPages: positive(params.get('suggestions'), 1, 20),
  };
}

/** The session without one of its keywords; the next keyword becomes the first term when the first one goes. */
export function withoutKeyword(session: SearchSession, keyword: string): SearchSession {
  if (keywordOf(session.domain) !== keyword) return { ...session, keywords: session.keywords.filter((value) => value !== keyword) };
  const [next, ...others] = session.keywords;
  // A removed full name's ending stays among chosen TLDs (with no chosen TLDs the popular ones apply anyway).
  const own = tldOfTerm(session.domain);
  return { ...session, domain: next ?? '', keywords: others, tlds: own && next && session.tlds.length ? unique([own, ...session.tlds]) : session.tlds };
}

export function withTlds(session: SearchSession, tlds: string[]): SearchSession {
  return { ...session, tlds: unique(tlds) };
}
