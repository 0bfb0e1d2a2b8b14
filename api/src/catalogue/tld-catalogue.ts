import type { Kysely } from 'kysely';
import type { Database, TldRow } from '../db/database';

interface Snapshot {
  rows: TldRow[];
  byName: Map<string, TldRow>;
  loadedAt: number;
}

/**
 * The TLD catalogue held in memory: the domain search reads it on every request, so it costs no query. It
 * is reloaded after `ttlMs` (another replica's or an operator's change shows within it) and at once after
 * `invalidate()` (this process changed the table, e.g. seeding).
 */
export class TldCatalogue {
  private snapshot: Snapshot | null = null;
  private loading: Promise<Snapshot> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly ttlMs = 30_000,
  ) {}

  /**
   * Every TLD, most popular first (`sort`). `db` is the connection to load with when a reload is due: pass
   * the transaction when asking from inside one (PGlite has one connection).
   */
  async all(db?: Kysely<Database>): Promise<TldRow[]> {
    return (await this.current(db)).rows;
  }

  async find(tld: string, db?: Kysely<Database>): Promise<TldRow | undefined> {
    return (await this.current(db)).byName.get(tld);
  }

  /**
   * The catalogue TLD of a registrable name: everything after its first label (mybrand.com.kh → com.kh).
   * A name under a TLD we do not sell, or with more labels than one plus its TLD, has none.
   */
  async tldOf(domain: string, db?: Kysely<Database>): Promise<TldRow | undefined> {
    const dot = domain.indexOf('.');
    return dot > 0 ? (await this.current(db)).byName.get(domain.slice(dot + 1)) : undefined;
  }

  invalidate(): void {
    this.snapshot = null;
  }

  private async current(db?: Kysely<Database>): Promise<Snapshot> {
    // eslint-disable-next-line storefront-api/no-wall-clock -- the snapshot's age, a cache's (real time)
    if (this.snapshot && Date.now() - this.snapshot.loadedAt < this.ttlMs) return this.snapshot;
    // Inside a transaction, load through it; otherwise one load at a time, shared by concurrent requests.
    if (db && db !== this.db) return this.load(db);
    this.loading ??= this.load(this.db).finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async load(db: Kysely<Database>): Promise<Snapshot> {
    const rows = await db.selectFrom('tlds').selectAll().orderBy('sort').orderBy('tld').execute();
    // eslint-disable-next-line storefront-api/no-wall-clock -- the snapshot's age, a cache's (real time)
    this.snapshot = { rows, byName: new Map(rows.map((row) => [row.tld, row])), loadedAt: Date.now() };
    return this.snapshot;
  }
}
