import type { DomainResult, DomainStatus } from '@storefront/contracts';

/** One domain to add, with the term the customer chose on its row. */
export interface AddAllItem {
  domain: string;
  years: number;
}

export interface AddAllFailure {
  domain: string;
  message: string;
}

export interface AddAllState {
  status: 'idle' | 'running' | 'stopping' | 'done';
  total: number;
  /** How many were tried (added or failed). */
  done: number;
  /** The domain being added now. */
  current: string | null;
  added: string[];
  failed: AddAllFailure[];
  /** Stopped by the customer before the end. */
  stopped: boolean;
}

export type AddAllEvent =
  | { type: 'started'; total: number }
  | { type: 'adding'; domain: string }
  | { type: 'added'; domain: string }
  | { type: 'failed'; domain: string; message: string }
  | { type: 'stopRequested' }
  | { type: 'finished' }
  | { type: 'reset' };

export const ADD_ALL_IDLE: AddAllState = { status: 'idle', total: 0, done: 0, current: null, added: [], failed: [], stopped: false };

export function addAllReducer(state: AddAllState, event: AddAllEvent): AddAllState {
  switch (event.type) {
    case 'started':
      return { ...ADD_ALL_IDLE, status: 'running', total: event.total };
    case 'adding':
      return { ...state, current: event.domain };
    case 'added':
      return { ...state, done: state.done + 1, added: [...state.added, event.domain], current: null };
    case 'failed':
      return { ...state, done: state.done + 1, failed: [...state.failed, { domain: event.domain, message: event.message }], current: null };
    case 'stopRequested':
      return state.status === 'running' ? { ...state, status: 'stopping' } : state;
    case 'finished':
      return { ...state, status: 'done', current: null, stopped: state.done < state.total };
    case 'reset':
      return ADD_ALL_IDLE;
    default:
      return state;
  }
}

/**
 * Adds the items one by one (one PUT /cart/items each, so one refusal does not sink the others), reporting
 * each step; stops before the next item once `shouldStop()` says so.
 */
export async function addOneByOne(
  items: readonly AddAllItem[],
  add: (item: AddAllItem) => Promise<{ ok: true } | { ok: false; message: string }>,
  report: (event: AddAllEvent) => void,
  shouldStop: () => boolean = () => false,
): Promise<void> {
  report({ type: 'started', total: items.length });
  for (const item of items) {
    if (shouldStop()) break;
    report({ type: 'adding', domain: item.domain });
    const outcome = await add(item);
    report(outcome.ok ? { type: 'added', domain: item.domain } : { type: 'failed', domain: item.domain, message: outcome.message });
  }
  report({ type: 'finished' });
}

export interface CandidateFilters {
  keywords: readonly string[];
  tlds: readonly string[];
  statuses: readonly DomainStatus[];
}

/**
 * What "Add all to cart" adds: every *available* name of the session (the exact one first) that matches the
 * filters and is not in the cart yet, each for the years chosen on its row (1 by default). Premium names are
 * left out on purpose: they cost the registry's premium price and are sold for 1 year only (spec §5), so the
 * customer adds each one deliberately.
 */
export function addAllCandidates(
  results: readonly DomainResult[],
  { inCart, years, filters }: { inCart: ReadonlySet<string>; years: Readonly<Record<string, number>>; filters: CandidateFilters },
): AddAllItem[] {
  const seen = new Set<string>();
  const items: AddAllItem[] = [];
  for (const result of results) {
    if (result.status !== 'available' || inCart.has(result.domain) || seen.has(result.domain)) continue;
    if (filters.keywords.length && !filters.keywords.includes(result.keyword)) continue;
    if (filters.tlds.length && !filters.tlds.includes(result.tld)) continue;
    if (filters.statuses.length && !filters.statuses.includes(result.status)) continue;
    seen.add(result.domain);
    items.push({ domain: result.domain, years: Math.min(Math.max(1, years[result.domain] ?? 1), result.maxYears) });
  }
  return items;
}
