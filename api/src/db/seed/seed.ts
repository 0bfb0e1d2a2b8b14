import { VOUCHERS } from './vouchers';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { OPERATING_SYSTEMS, REMOTES, REMOTE_NAMES } from '@storefront/contracts';
import { hashPassword } from '../../auth/password';
import type { Database } from '../database';
import { seedBlog } from './blog';
import { seedPromotionAssets } from './promotion-assets';
import { seedSlaIncidents } from './sla';
import { promotions } from './content';
import { seedDemoActivity } from './demo-activity';
import { seedDemoInvoices } from './invoices';
import { seedPromoCredit } from './promo-credit';
import { seedFortuneWheel } from './fortune-wheel';
import { seedProgrammes } from './programmes';
import { PRODUCTS } from './products';
import { seedSslCertificates } from './ssl-certificates';
import { seedCloudServerOptions } from './cloud-servers';
import { seedHosting } from './hosting';
import { COUNTRY_TLDS, GENERIC_TLDS } from './tlds';
import { upsertRows } from './upsert';

export const DEMO_ACCOUNTS = [
  { email: 'demo@example.com', password: 'Demo-pass1', username: 'demo', first_name: 'Demo', last_name: 'Customer', phone_number: '+85512345678', role: 'customer' as const },
  // Admin: the whole console, remotes and flags included (the remotes CLI signs in as this account).
  { email: 'staff@example.com', password: 'Staff-pass1', username: 'staff', first_name: 'Sokha', last_name: 'Staff', phone_number: '+85598765432', role: 'admin' as const },
  // Support: customers, payments, maintenance windows, vouchers and money within STAFF_LIMITS (beyond: an approval).
  { email: 'support@example.com', password: 'Support-pass1', username: 'support', first_name: 'Dara', last_name: 'Support', phone_number: '+85598765433', role: 'support' as const },
  // Finance: payments, invoices, balances, promo credit, refunds and vouchers, with larger limits (ROLE_CAPABILITIES).
  { email: 'finance@example.com', password: 'Finance-pass1', username: 'finance', first_name: 'Chenda', last_name: 'Finance', phone_number: '+85598765434', role: 'finance' as const },
];

function remoteVersion(repoRoot: string, short: string): string {
  try {
    return JSON.parse(readFileSync(path.join(repoRoot, `mfe-${short}`, 'package.json'), 'utf8')).version;
  } catch {
    return '1.0.0';
  }
}

export interface SeedOptions {
  vatName: string;
  vatRateBasisPoints: number;
  /** The time the demo rows (invoice, promo credit) are dated with: the app's clock, so tests on a manual clock see them in order. */
  now?: Date;
}

/** Seeds the catalogue, the remote registry and the development accounts; safe to run on every start. */
export async function seed(db: Kysely<Database>, repoRoot: string, options: SeedOptions = { vatName: 'VAT', vatRateBasisPoints: 1000 }): Promise<void> {
  const now = options.now ?? new Date();
  await db.transaction().execute(async (trx) => {
    const tlds = [
      ...GENERIC_TLDS.map((t, index) => ({ ...t, kind: 'generic' as const, sort: index })),
      ...COUNTRY_TLDS.map((t, index) => ({ ...t, kind: 'country' as const, sort: 100 + index })),
    ];
    const tldRows = tlds.map((t) => ({
        tld: t.tld,
        kind: t.kind,
        region: t.region ?? null,
        register_price: t.register,
        renew_price: t.renew,
        transfer_price: t.transfer,
        tags: JSON.stringify(t.tags ?? []),
        sort: t.sort,
        register_regular_price: t.regular?.register ?? null,
        renew_regular_price: t.regular?.renew ?? null,
        transfer_regular_price: t.regular?.transfer ?? null,
      }));
    await upsertRows(trx, 'tlds', tldRows, ['tld']);

    const productRows = PRODUCTS.map((p, index) => ({
        key: p.key,
        type: p.type,
        category: p.category,
        name: p.name,
        price: p.price,
        features: JSON.stringify(p.features),
        features_km: JSON.stringify(p.featuresKm),
        best_seller: p.bestSeller ?? false,
        sort: index,
      }));
    await upsertRows(trx, 'products', productRows, ['key']);

    await seedSslCertificates(trx);
    await seedCloudServerOptions(trx, Object.fromEntries(PRODUCTS.map((p) => [p.key, p.price])));

    await upsertRows(trx, 'operating_systems', OPERATING_SYSTEMS.map((name, index) => ({ name, sort: index })), ['name'], 'keep');

    await upsertRows(
      trx,
      'vouchers',
      VOUCHERS.map((voucher) => ({ ...voucher, categories: voucher.categories ? JSON.stringify(voucher.categories) : null })),
      ['code'],
    );
    await seedHosting(trx);

    const hasPromotions = await trx.selectFrom('promotions').select('id').limit(1).executeTakeFirst();
    if (!hasPromotions) await trx.insertInto('promotions').values(promotions()).execute();

    for (const name of REMOTE_NAMES) {
      await trx
        .insertInto('remotes')
        .values({
          name,
          version: remoteVersion(repoRoot, REMOTES[name].short),
          enabled: true,
          routes: JSON.stringify(REMOTES[name].routes),
          disabled_mode: 'maintenance',
          updated_at: now,
        })
        .onConflict((oc) => oc.column('name').doNothing())
        .execute();
    }
  });

  for (const account of DEMO_ACCOUNTS) {
    const existing = await db.selectFrom('users').select('id').where('email', '=', account.email).executeTakeFirst();
    if (existing) continue;
    const id = randomUUID();
    const { password, ...fields } = account;
    await db.insertInto('users').values({ id, ...fields, password_hash: await hashPassword(password), locale_code: 'en', email_verified: true, phone_verified_at: now, banned: false }).execute();
  }
  await seedPromoCredit(db, now);
  await seedFortuneWheel(db, now);
  await seedProgrammes(db, now);
  await seedDemoInvoices(db, options, now);
  await seedDemoActivity(db, 'demo@example.com', now, { vatName: options.vatName, vatRateBasisPoints: options.vatRateBasisPoints, staffEmail: 'staff@example.com' });
  await seedBlog(db);
  await seedPromotionAssets(db);
  await seedSlaIncidents(db, 'demo@example.com', now);
}
