import { registerNamespace } from '@storefront/platform';
import en from './locales/en/staff.json';
import km from './locales/km/staff.json';

// Only the console's chunk carries these texts: customers never download them.
registerNamespace('staff', { en, km });

export const STAFF_NS = 'staff';
