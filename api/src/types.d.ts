import type { Kysely } from 'kysely';
import type { TldCatalogue } from './catalogue/tld-catalogue';
import type { Clock } from './clock';
import type { AppConfig } from './config';
import type { Database, SessionRow, UserRow } from './db/database';
import type { Mailer } from './mail/mailer';
import type { PaymentProviders } from './payments/providers/create-providers';
import type { DomainRegistry } from './registry/domain-registry';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: AppConfig;
    mailer: Mailer;
    /** The time domain rules reason with (a ManualClock in tests). */
    clock: Clock;
    registry: DomainRegistry;
    tldCatalogue: TldCatalogue;
    paymentProviders: PaymentProviders;
  }
  interface FastifyRequest {
    /** The signed-in user of a usable session (two-factor passed), or null. */
    user: UserRow | null;
    session: SessionRow | null;
    /** A session whose password was accepted but whose two-factor code is still owed. */
    pendingTwoFactor: { session: SessionRow; user: UserRow } | null;
    /** The browser's session was ended by a ban of its (still banned) user: calls that need the account answer ACCOUNT_BANNED. */
    endedByBan: boolean;
    /** The raw body of a provider callback, as signed (set by the callback route's parser only). */
    rawBody?: string;
  }
}
