import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { WheelInput } from '@storefront/contracts';
import type { Database } from '../database';
import { hashPassword } from '../../auth/password';
import { grantSpins } from '../../promotions/wheel/earn-spins';
import { saveWheel } from '../../promotions/wheel/wheel-admin';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo wheel: $1 and $5 promo credit, a $10 and a 10 % voucher, a free month of Baby Cloud, better luck next time. */
export function demoWheel(now: Date): WheelInput {
  return {
    name: 'Lucky Wheel',
    nameKm: 'កង់សំណាង',
    description: 'Every paid order of $20 or more earns a free spin. Spin and win promo credit, vouchers and free months.',
    descriptionKm: 'រាល់ការបញ្ជាទិញដែលបានបង់ចាប់ពី $20 ឡើងទៅ ទទួលបានការបង្វិលឥតគិតថ្លៃ។ បង្វិល ហើយឈ្នះឥណទានប្រូម៉ូសិន ប័ណ្ណបញ្ចុះ⁠តម្លៃ និងខែឥតគិតថ្លៃ។',
    startsAt: new Date(now.getTime() - DAY_MS),
    endsAt: new Date(now.getTime() + 90 * DAY_MS),
    active: true,
    minOrderTotal: 2000,
    spinsPerOrder: 1,
    prizes: [
      { kind: 'promoCredit', label: '$1 promo credit', labelKm: 'ឥណទានប្រូម៉ូសិន $1', amount: 100, discountType: null, packages: null, validDays: 30, weight: 35, stock: null, color: '#2563eb' },
      { kind: 'voucher', label: '10% off voucher', labelKm: 'ប័ណ្ណបញ្ចុះ⁠តម្លៃ 10%', amount: 10, discountType: 'percent', packages: null, validDays: 30, weight: 20, stock: 500, color: '#16a34a' },
      { kind: 'promoCredit', label: '$5 promo credit', labelKm: 'ឥណទានប្រូម៉ូសិន $5', amount: 500, discountType: null, packages: null, validDays: 30, weight: 10, stock: 200, color: '#f59e0b' },
      { kind: 'nothing', label: 'Better luck next time', labelKm: 'សំណាងល្អលើកក្រោយ', amount: 0, discountType: null, packages: null, validDays: 30, weight: 20, stock: null, color: '#64748b' },
      { kind: 'voucher', label: '$10 off voucher', labelKm: 'ប័ណ្ណបញ្ចុះ⁠តម្លៃ $10', amount: 1000, discountType: 'fixed', packages: null, validDays: 30, weight: 10, stock: 100, color: '#db2777' },
      { kind: 'freeMonths', label: '1 free month of Baby Cloud', labelKm: 'Baby Cloud ឥតគិតថ្លៃ 1 ខែ', amount: 1, discountType: null, packages: ['cs-baby-cloud-1', 'cs-baby-cloud-2'], validDays: 60, weight: 5, stock: 20, color: '#7c3aed' },
    ],
  };
}

/** The demo customer's welcome spins on it. */
export const WELCOME_SPINS = { email: 'demo@example.com', spins: 3 } as const;

/**
 * A customer who has not joined the wheel yet, as a third-party login or an imported account leaves one: no phone
 * number, email not verified, and welcome spins waiting. The wheel's join steps (phone, then the mailed code) are
 * walked with it (e2e/tests/fortune-wheel.spec.ts).
 */
export const WHEEL_NEWCOMER = { email: 'newcomer@example.com', password: 'Newcomer-pass1', firstName: 'Sophea', lastName: 'Newcomer', spins: 3 } as const;

/** Seeds the demo wheel once (none yet), and the welcome spins of the demo customer and of the newcomer (created once, no phone, unverified) once each (a grant per reference). */
export async function seedFortuneWheel(db: Kysely<Database>, now: Date): Promise<void> {
  let wheel = await db.selectFrom('fortune_wheels').select('id').orderBy('created_at').executeTakeFirst();
  if (!wheel) {
    const saved = await saveWheel(db, null, demoWheel(now), now);
    wheel = { id: saved.wheel!.id };
  }
  const wheelId = wheel.id;
  let newcomer = await db.selectFrom('users').select('id').where('email', '=', WHEEL_NEWCOMER.email).executeTakeFirst();
  if (!newcomer) {
    newcomer = { id: randomUUID() };
    await db
      .insertInto('users')
      .values({
        id: newcomer.id,
        email: WHEEL_NEWCOMER.email,
        username: null,
        password_hash: await hashPassword(WHEEL_NEWCOMER.password),
        first_name: WHEEL_NEWCOMER.firstName,
        last_name: WHEEL_NEWCOMER.lastName,
        phone_number: null,
        role: 'customer',
        locale_code: 'en',
        email_verified: false,
        banned: false,
      })
      .execute();
  }
  const newcomerId = newcomer.id;
  // A grant's key is (wheel, type, reference): each customer's welcome needs its own reference.
  await db.transaction().execute((trx) => grantSpins(trx, { wheelId, userId: newcomerId, reference: 'welcome-newcomer', type: 'welcome', spins: WHEEL_NEWCOMER.spins, now }));
  const user = await db.selectFrom('users').select('id').where('email', '=', WELCOME_SPINS.email).executeTakeFirst();
  if (!user) return;
  await db.transaction().execute((trx) => grantSpins(trx, { wheelId, userId: user.id, reference: 'welcome', type: 'welcome', spins: WELCOME_SPINS.spins, now }));
}
