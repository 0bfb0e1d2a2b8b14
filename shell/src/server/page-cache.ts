import type { PageAnswer } from '@storefront/contracts';

/**
 * The pages rendered in the last few seconds, by URL and by the registry and configuration they were rendered
 * with: a change of either renders afresh at once; the catalogue's data (prices, posts) is at most `ttlMs` old.
 */
export function createPageCache({ ttlMs = 10_000, maxEntries = 300, now = Date.now } = {}) {
  const entries = new Map<string, { answer: PageAnswer; at: number }>();
  return {
    get(key: string): PageAnswer | null {
      const entry = entries.get(key);
      if (!entry) return null;
      if (now() - entry.at > ttlMs) {
        entries.delete(key);
        return null;
      }
      return entry.answer;
    },
    set(key: string, answer: PageAnswer): void {
      entries.delete(key);
      entries.set(key, { answer, at: now() });
      // Oldest first: a Map keeps insertion order.
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}
