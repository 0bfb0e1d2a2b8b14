import { createStore, fetchCurrentUser } from '@storefront/platform';
import type { UserInfo } from '@storefront/contracts';
import { renderWithStorefront } from '@storefront/testing';
import StaffRoutes from '../routes';

/** A staff member signed in (role support). */
export const STAFF_USER = { id: 'u-staff', email: 'support@example.com', username: 'support', firstName: 'Sok', lastName: 'Staff', phoneNumber: null, role: 'support', localeCode: 'en', emailVerified: true, twoFactorEnabled: false, hasPassword: true } as unknown as UserInfo;

/**
 * The staff console at `path` (e.g. /staff/vouchers) for a signed-in staff member (role support unless `user`
 * says), mounted under staff/* as the shell mounts it.
 */
export function renderStaffAt(path: string, user: UserInfo = STAFF_USER) {
  const store = createStore();
  store.dispatch(fetchCurrentUser.fulfilled(user, 'test'));
  return renderWithStorefront(<StaffRoutes />, { store, path, route: 'staff/*' });
}
