import { PER_PAGE_CHOICES } from '@storefront/contracts';
import type { NotificationQuery } from './notifications-api';

/** Reads the filter, page and page size from the URL (so a reload keeps them). */
export function readQuery(params: URLSearchParams): NotificationQuery {
  const perPage = Number(params.get('perPage'));
  const page = Number(params.get('page'));
  return {
    unread: params.get('unread') === '1',
    page: Number.isInteger(page) && page > 0 ? page : 1,
    perPage: (PER_PAGE_CHOICES as readonly number[]).includes(perPage) ? perPage : 10,
  };
}

export function writeQuery(query: NotificationQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.unread) params.set('unread', '1');
  if (query.page > 1) params.set('page', String(query.page));
  if (query.perPage !== 10) params.set('perPage', String(query.perPage));
  return params;
}
