import { roleCan, STAFF_SEARCH_LIMIT, type Role, type StaffSearch } from '@storefront/contracts';
import type { AreaDeps } from '../deps';
import { listCustomersForStaff } from '../staff-customers/find';
import { listOrdersForStaff } from '../staff-orders/staff-orders';
import { findDomainsByName, findServicesByNameOrIp } from './staff-search.repository';

/**
 * The console's one search box (GET /api/admin/search, issue 32 item 3): at most STAFF_SEARCH_LIMIT customers (name,
 * email, phone in any form), orders (id or its first 8 characters, invoice number, customer email: only for a role
 * that reads orders), domains (their name's start) and services (their name's start, a server's IP address).
 */
export async function searchForStaff(deps: Pick<AreaDeps, 'db'>, role: Role, q: string): Promise<StaffSearch> {
  const limit = STAFF_SEARCH_LIMIT;
  const [customers, orders, domains, services] = await Promise.all([
    listCustomersForStaff(deps, { q, dir: 'desc', limit }),
    roleCan(role, 'orders.read') ? listOrdersForStaff(deps, { q, sort: 'createdAt', dir: 'desc', limit }) : { items: [] },
    findDomainsByName(deps.db, q, limit),
    findServicesByNameOrIp(deps.db, q, limit),
  ]);
  return {
    customers: customers.items,
    orders: orders.items,
    domains: domains.map((row) => ({ id: row.id, domain: row.domain, customer: { id: row.user_id, email: row.email }, expiresAt: new Date(row.expires_at).toISOString() })),
    services: services.map((row) => ({ id: row.id, kind: row.kind, name: row.name, status: row.status, ip: row.ip, customer: { id: row.user_id, email: row.email } })),
  };
}
