import { DOMAIN_MESSAGES, LIMITS, SEARCH_TERM_MESSAGES, keywordOf, splitSearchTerms, validateSearchTerm, type DomainStatus } from '@storefront/contracts';

/**
 * A domain search session, as it lives in the URL of /domain/search:
 * `?domain=<first term>&keywords=<other keywords>&tlds=<chosen TLDs>` — the first term a keyword ("mybrand")
 * or a full name ("mybrand.com"); no `tlds` means the popular ones. `?tld=com` (from the TLD pages) is a hint:
 * a bare first keyword gets that ending.
 */
export interface SearchSession {
  domain: string;
  keywords: string[];
  tlds: string[];
  tldHint: string | null;
}

/** The filter panel and paging, also in the URL so back/forward and a reload show the same view. */
export interface SessionView {
  filterKeywords: string[];
  filterTlds: string[];
  statuses: DomainStatus[];
  page: number;
  /** How many pages of suggestions are shown ("Show more"). */
  suggestionPages: number;
}

/** Why a session cannot be searched yet: shown in the form, the api is not called. */
export type SessionProblem =
  | { kind: 'term'; term: string; message: string }
  | { kind: 'unsupportedTld'; term: string; message: string }
  | { kind: 'keywordLimit'; message: string }
  | { kind: 'tldLimit'; message: string };

export const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** `{max}` filled in (kept here rather than the contracts' formatMessage: the home page's search box stays small). */
const withMax = (template: string, max: number) => template.replace('{max}', String(max));

/** The TLD of a full name ("shop.com.kh" → "com.kh"); null for a keyword. */
export function tldOfTerm(term: string): string | null {
  const dot = term.indexOf('.');
  return dot < 0 ? null : term.slice(dot + 1);
}

/** Every keyword of the session, the first term's first: at most 5 (spec §5). */
export function sessionKeywords(session: SearchSession): string[] {
  return unique([...(session.domain ? [keywordOf(session.domain)] : []), ...session.keywords]);
}

/** The session's chosen TLDs with the typed name's own: at most 5 (spec §5). Empty: the popular ones. */
export function sessionTlds(session: SearchSession): string[] {
  const own = tldOfTerm(session.domain);
  return unique([...(own ? [own] : []), ...session.tlds]);
}

export const keywordLimitMessage = () => withMax(DOMAIN_MESSAGES.keywordLimit, LIMITS.domainSearchKeywords);
export const tldLimitMessage = () => withMax(DOMAIN_MESSAGES.tldLimit, LIMITS.domainSearchTlds);

/** Past 5 keywords or 5 TLDs the session is not searched (spec §5, §9). */
export function limitProblem(session: SearchSession): SessionProblem | null {
  if (sessionKeywords(session).length > LIMITS.domainSearchKeywords) return { kind: 'keywordLimit', message: keywordLimitMessage() };
  if (sessionTlds(session).length > LIMITS.domainSearchTlds) return { kind: 'tldLimit', message: tldLimitMessage() };
  return null;
}

/** A TLD the catalogue does not sell, among the session's full names and TLDs; `supported` null skips the check. */
export function unsupportedProblem(session: SearchSession, supported: ReadonlySet<string> | null): SessionProblem | null {
  if (!supported) return null;
  const own = tldOfTerm(session.domain);
  if (own && !supported.has(own)) return { kind: 'unsupportedTld', term: session.domain, message: DOMAIN_MESSAGES.unsupportedTld };
  const other = session.tlds.find((tld) => !supported.has(tld));
  return other ? { kind: 'unsupportedTld', term: `.${other}`, message: DOMAIN_MESSAGES.unsupportedTld } : null;
}

export type TermsResult = { ok: true; session: SearchSession } | { ok: false; problem: SessionProblem };

/**
 * What a visitor typed ("mybrand, coolshop.net kh-shop") → a session, the limits not checked yet: the first term
 * as typed (a bare keyword gets the hint's ending), the others as keywords, a full name's ending joining the
 * TLDs. Each term is validated with the §5 search rules. The search box's terms and a `?domain=` list of the
 * URL (/domain/search?domain=angkor,bayon) are read by this one function.
 */
export function termsToDraft(raw: string, context: { tlds?: string[]; tldHint?: string | null } = {}): TermsResult {
  const terms = splitSearchTerms(raw);
  if (terms.length === 0) return { ok: false, problem: { kind: 'term', term: '', message: SEARCH_TERM_MESSAGES.required } };
  const values: string[] = [];
  for (const term of terms) {
    const result = validateSearchTerm(term);
    if (!result.ok) return { ok: false, problem: { kind: 'term', term, message: SEARCH_TERM_MESSAGES[result.error] } };
    values.push(result.value);
  }
  const [first, ...rest] = values as [string, ...string[]];
  const hint = context.tldHint ?? null;
  const domain = hint && !first.includes('.') ? `${first}.${hint}` : first;
  const keywords: string[] = [];
  const tlds = [...(context.tlds ?? [])];
  for (const term of rest) {
    const keyword = keywordOf(term);
    if (keyword !== keywordOf(domain)) keywords.push(keyword);
    const tld = tldOfTerm(term);
    if (tld) tlds.push(tld);
  }
  return { ok: true, session: { domain, keywords: unique(keywords), tlds: unique(tlds), tldHint: null } };
}

/** What a visitor typed → a session (termsToDraft), refused past the limits of §5. */
export function termsToSession(raw: string, context: { tlds?: string[]; tldHint?: string | null } = {}): TermsResult {
  const draft = termsToDraft(raw, context);
  if (!draft.ok) return draft;
  const problem = limitProblem(draft.session);
  return problem ? { ok: false, problem } : draft;
}

/** The query string of a session (and, optionally, its view), ready for `/domain/search?…`. */
export function sessionSearch(session: SearchSession, view?: Partial<SessionView>): string {
  const params = new URLSearchParams();
  if (session.domain) params.set('domain', session.domain);
  if (session.keywords.length) params.set('keywords', session.keywords.join(','));
  if (session.tlds.length) params.set('tlds', session.tlds.join(','));
  if (!session.domain && session.tldHint) params.set('tld', session.tldHint);
  if (view?.filterKeywords?.length) params.set('filterKeywords', view.filterKeywords.join(','));
  if (view?.filterTlds?.length) params.set('filterTlds', view.filterTlds.join(','));
  if (view?.statuses?.length) params.set('status', view.statuses.join(','));
  if (view?.page && view.page > 1) params.set('page', String(view.page));
  if (view?.suggestionPages && view.suggestionPages > 1) params.set('suggestions', String(view.suggestionPages));
  // Commas stay readable in the address bar.
  return params.toString().replace(/%2C/g, ',');
}
