import { deferred } from './deferred';
import type { PaginationProps } from './Pagination.chunk';

export type { PaginationProps } from './Pagination.chunk';

/** Page links under a long list (results, history, posts); its own chunk (deferred). */
export const Pagination = deferred<PaginationProps>(() => import('./Pagination.chunk').then((m) => m.Pagination), 44);
