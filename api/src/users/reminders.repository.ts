import type { Kysely } from 'kysely';
import { RENEWAL_RULES, type Reminder } from '@storefront/contracts';
import type { Database } from '../db/database';

const DAY = 86_400_000;
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * GET /api/users/reminders: what the customer should act on — services that will not renew by themselves
 * (auto-renew off) and end within the auto-renew window, suspended services (a renewal failed), domains ending
 * within the window, and unpaid invoices. Suspended first, then by date.
 */
export async function listReminders(db: Kysely<Database>, userId: string, now: Date): Promise<Reminder[]> {
  const horizon = new Date(now.getTime() + RENEWAL_RULES.autoRenewDaysBefore * DAY);
  const services = await db
    .selectFrom('services')
    .select(['id', 'title', 'name', 'status', 'expires_at', 'renew_price', 'auto_renew'])
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('status', '=', 'suspended'), eb.and([eb('status', '=', 'active'), eb('auto_renew', '=', false), eb('expires_at', '<=', horizon)])]))
    .execute();
  const domains = await db
    .selectFrom('domains')
    .select(['id', 'domain', 'expires_at'])
    .where('user_id', '=', userId)
    .where('expires_at', '<=', horizon)
    .where('expires_at', '>', new Date(now.getTime() - 30 * DAY))
    .execute();
  const invoices = await db.selectFrom('invoices').select(['id', 'number', 'total', 'issued_at']).where('user_id', '=', userId).where('status', '=', 'unpaid').execute();
  const items: Reminder[] = [
    ...services.map((s) => ({ kind: 'renewal' as const, id: s.id, title: `${s.title} — ${s.name}`, date: iso(s.expires_at), amount: Number(s.renew_price), path: `/account/services/${s.id}`, urgent: s.status === 'suspended' })),
    ...domains.map((d) => ({ kind: 'renewal' as const, id: d.id, title: d.domain, date: iso(d.expires_at), amount: 0, path: '/account/domains', urgent: new Date(d.expires_at) < now })),
    ...invoices.map((i) => ({ kind: 'invoice' as const, id: i.id, title: i.number, date: iso(i.issued_at), amount: Number(i.total), path: '/online-payment', urgent: false })),
  ];
  return items.sort((a, b) => Number(b.urgent) - Number(a.urgent) || a.date.localeCompare(b.date));
}
