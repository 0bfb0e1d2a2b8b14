import { staffSearchQuerySchema, staffSearchSchema } from '../staff-search';
import { defineEndpoints } from './endpoint.schema';

/** The console's one search box (issue 32 item 3). Tags: what it shows, so a change to any of them reads it again. */
export const staffSearchSchemas = defineEndpoints(
  { area: 'staffSearch', declarations: 'staffSearchEndpoints' },
  {
    /** Customers, orders, domains and services the text finds, at most 5 of each. */
    searchStaff: { method: 'GET', capability: 'customers.read', path: '/api/admin/search', query: staffSearchQuerySchema, response: staffSearchSchema, tags: ['StaffUser', 'StaffOrder'] },
  },
);
