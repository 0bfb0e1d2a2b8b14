/**
 * Guest answers of the domain search, memoised as JSON for a moment per request URL: the same search
 * asked again within `ttlMs` (and before the registry changes anything) is answered without re-checking and
 * re-serialising 30-odd names. The sandbox registry trusts its own list of names for 2 s, so a 1 s memo adds
 * no staleness a guest could see; signed-in answers (which carry `yours`) are never memoised.
 */
export class SearchMemo {
  private readonly entries = new Map<string, { json: string; at: number }>();

  constructor(
    private readonly ttlMs = 1_000,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at >= this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.json;
  }

  set(key: string, json: string): void {
    this.entries.delete(key);
    // A Map keeps insertion order: the first key is the oldest entry.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { json, at: this.now() });
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The memo key of a search: the registry's change count first, so any change misses; then the raw URL. */
export const searchMemoKey = (changes: number, url: string): string => `${changes}|${url}`;
