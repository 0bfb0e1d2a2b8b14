import type { Kysely } from 'kysely';
import type { TldCatalogue } from '../catalogue/tld-catalogue';
import type { Clock } from '../clock';
import type { Database, TldRow } from '../db/database';
import { AppError } from '../errors';
import type { DomainRegistry } from '../registry/domain-registry';

/** What the domain functions work with: the app's decorations, or with `db` a transaction (fulfilment). */
export interface DomainDeps {
  db: Kysely<Database>;
  registry: DomainRegistry;
  clock: Clock;
  tldCatalogue: TldCatalogue;
}

/** The catalogue TLD of a registrable name, or UNSUPPORTED_TLD. */
export async function requireTldOf(deps: Pick<DomainDeps, 'tldCatalogue' | 'db'>, domain: string): Promise<TldRow> {
  const tld = await deps.tldCatalogue.tldOf(domain, deps.db);
  if (!tld) throw new AppError('UNSUPPORTED_TLD');
  return tld;
}
