import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../database';

/** The VIP ladder: a period's spend (cents) reaching each tier and its cashback (basis points). */
export const LOYALTY_TIERS = [
  { key: 'silver', name: 'Silver', name_km: 'ប្រាក់', min_spend: 0, cashback_bp: 100, color: '#94a3b8' },
  { key: 'gold', name: 'Gold', name_km: 'មាស', min_spend: 50_000, cashback_bp: 200, color: '#d4a017' },
  { key: 'platinum', name: 'Platinum', name_km: 'ប្លាទីន', min_spend: 200_000, cashback_bp: 300, color: '#6366f1' },
  { key: 'diamond', name: 'Diamond', name_km: 'ពេជ្រ', min_spend: 500_000, cashback_bp: 500, color: '#0ea5e9' },
] as const;

const quarterStart = (year: number, quarter: number) => new Date(Date.UTC(year, quarter * 3, 1) - 7 * 60 * 60 * 1000); // midnight Asia/Bangkok

/**
 * Loyalty and affiliate, seeded once each (staff change them afterwards): the tier ladder, quarterly periods from the
 * quarter before `now` to a year ahead, the programme (cashback capped at $100 an order) and the affiliate rules
 * ($10 promo credit per referral whose first paid order reaches $20, after 30 days).
 */
export async function seedProgrammes(db: Kysely<Database>, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await trx.selectFrom('loyalty_tiers').select('key').executeTakeFirst())) {
      await trx.insertInto('loyalty_tiers').values(LOYALTY_TIERS.map((tier, position) => ({ ...tier, position }))).execute();
    }
    if (!(await trx.selectFrom('loyalty_periods').select('id').executeTakeFirst())) {
      const year = now.getUTCFullYear();
      const quarter = Math.floor(now.getUTCMonth() / 3);
      const periods = [];
      for (let offset = -1; offset <= 4; offset++) {
        const index = year * 4 + quarter + offset;
        const [y, q] = [Math.floor(index / 4), index % 4];
        const next = index + 1;
        periods.push({ id: randomUUID(), name: `Q${q + 1} ${y}`, name_km: `ត្រីមាសទី ${q + 1} ឆ្នាំ ${y}`, starts_at: quarterStart(y, q), ends_at: quarterStart(Math.floor(next / 4), next % 4), created_at: now });
      }
      await trx.insertInto('loyalty_periods').values(periods).execute();
    }
    if (!(await trx.selectFrom('loyalty_program_configs').select('id').executeTakeFirst())) {
      await trx
        .insertInto('loyalty_program_configs')
        .values({
          id: randomUUID(),
          name: 'VIP Loyalty Program',
          name_km: 'កម្មវិធីភក្ដីភាព VIP',
          description: 'Every paid order earns cashback as promo credit at your tier\'s rate. Your tier follows what you pay each quarter, and a tier reached is kept for the next quarter.',
          description_km: 'រាល់ការបញ្ជាទិញដែលបានបង់ ទទួលបានប្រាក់ត្រឡប់វិញជាឥណទានប្រូម៉ូសិន តាមអត្រានៃកម្រិតរបស់អ្នក។ កម្រិតរបស់អ្នកអាស្រ័យលើចំនួនដែលអ្នកបង់ក្នុងត្រីមាសនីមួយៗ ហើយកម្រិតដែលទទួលបាននឹងរក្សា⁠ទុកសម្រាប់ត្រីមាសបន្ទាប់។',
          active: true,
          max_cashback_per_order: 10_000,
          updated_at: now,
        })
        .execute();
    }
    if (!(await trx.selectFrom('affiliate_rules').select('id').executeTakeFirst())) {
      await trx
        .insertInto('affiliate_rules')
        .values({
          id: randomUUID(),
          active: true,
          reward: 1_000,
          min_order_total: 2_000,
          maturity_days: 30,
          description: 'Share your link. When a customer you referred pays a first order of $20 or more, you receive $10 of promo credit 30 days later.',
          description_km: 'ចែករំលែកតំណរបស់អ្នក។ នៅពេលអតិថិជនដែលអ្នកណែនាំបង់ការបញ្ជាទិញដំបូងចាប់ពី $20 ឡើងទៅ អ្នកនឹងទទួលបានឥណទានប្រូម៉ូសិន $10 បន្ទាប់ពី 30 ថ្ងៃ។',
          updated_at: now,
        })
        .execute();
    }
  });
}
