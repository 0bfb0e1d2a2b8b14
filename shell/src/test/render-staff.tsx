import { createStore, fetchCurrentUser, Route, Routes } from '@storefront/platform';
import type { UserInfo } from '@storefront/contracts';
import { StaffRoute } from '../staff/StaffRoute';
import { renderShell } from './render-shell';

/** A staff member signed in (role support). */
export const STAFF_USER = { id: 'u-staff', email: 'support@example.com', username: 'support', firstName: 'Sok', lastName: 'Staff', phoneNumber: null, role: 'support', localeCode: 'en', emailVerified: true, twoFactorEnabled: false, hasPassword: true } as unknown as UserInfo;

/** The staff console at `path` (e.g. /staff/vouchers) for a signed-in staff member (role support unless `user` says). */
export function renderStaffAt(path: string, user: UserInfo = STAFF_USER) {
  const store = createStore();
  store.dispatch(fetchCurrentUser.fulfilled(user, 'test'));
  return renderShell(
    <Routes>
      <Route path="staff/*" element={<StaffRoute />} />
    </Routes>,
    { store, path },
  );
}
