import { ORDER_STATUSES, PAYMENT_METHODS, STAFF_ORDER_SORTS, type OrderStatus, type PaymentMethod, type StaffOrderSort, type StaffOrdersQuery } from '@storefront/contracts';
import { bangkokInputToInstant } from '../../bangkok-time';

/**
 * The order list's filters live in the page's address (/staff/orders?status=open&from=2026-12-01), so a link — the
 * dashboard's, one pasted by a colleague — opens the list filtered. Days are Bangkok days (the console's zone).
 */
export interface OrderFilters {
  q: string;
  status: OrderStatus | '';
  method: PaymentMethod | '';
  /** One customer's orders (their id: the link from their page). */
  customer: string;
  /** Bangkok days, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  sort: StaffOrderSort;
  dir: 'asc' | 'desc';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' => (values as readonly string[]).includes(value ?? '') ? (value as T) : '';

export function filtersOf(params: URLSearchParams): OrderFilters {
  const day = (name: string) => (DAY.test(params.get(name) ?? '') ? params.get(name)! : '');
  return {
    q: (params.get('q') ?? '').slice(0, 254),
    status: oneOf(ORDER_STATUSES, params.get('status')),
    method: oneOf(PAYMENT_METHODS, params.get('method')),
    customer: UUID.test(params.get('customer') ?? '') ? params.get('customer')! : '',
    from: day('from'),
    to: day('to'),
    sort: oneOf(STAFF_ORDER_SORTS, params.get('sort')) || 'createdAt',
    dir: params.get('dir') === 'asc' ? 'asc' : 'desc',
  };
}

/** The filters as the address says them: only what is set, the default order left out. */
export function paramsOf(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['q', 'status', 'method', 'customer', 'from', 'to'] as const) if (filters[key].trim()) params.set(key, filters[key].trim());
  if (filters.sort !== 'createdAt') params.set('sort', filters.sort);
  if (filters.dir !== 'desc') params.set('dir', filters.dir);
  return params;
}

/** The day after a YYYY-MM-DD day. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The api's query for these filters (a Bangkok day's bounds as instants), without the page. */
export function queryOf(filters: OrderFilters): Omit<StaffOrdersQuery, 'after' | 'limit'> {
  const since = filters.from ? bangkokInputToInstant(`${filters.from}T00:00`) : null;
  const until = filters.to ? bangkokInputToInstant(`${nextDay(filters.to)}T00:00`) : null;
  return {
    sort: filters.sort,
    dir: filters.dir,
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.method ? { method: filters.method } : {}),
    ...(filters.customer ? { customer: filters.customer } : {}),
    ...(since ? { since } : {}),
    ...(until ? { until } : {}),
  };
}
