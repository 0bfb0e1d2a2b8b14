import type { ComponentType } from 'react';
import { HomePage } from '../pages/HomePage';
import { StatusRoutePage } from '../pages/StatusRoutePage';
import type * as AuthPages from '../pages/auth';
import { contentRoutes } from '../content';
import { RemoteRoute } from './RemoteRoute';
import { lazyPage } from './lazy-page';
import { StaffRoute } from './StaffRoute';
import { MaintenanceGate } from '../maintenance/MaintenanceGate';
import { Route, Routes } from '@storefront/platform';

/** The account pages reached from emails (reset password, two-factor off). */
const authPage = (name: keyof typeof AuthPages) => lazyPage(async () => (await import('../pages/auth'))[name] as ComponentType);

const ForgotPasswordPage = authPage('ForgotPasswordPage');
const ResetPasswordPage = authPage('ResetPasswordPage');
const TwoFactorDisabledPage = authPage('TwoFactorDisabledPage');
const DevMailboxPage = authPage('DevMailboxPage');

/** The shell's own pages; every other path goes to the remote that owns it, or home. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      {contentRoutes}
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="reset-password/:token" element={<ResetPasswordPage />} />
      <Route path="two-factor/disabled/:token" element={<TwoFactorDisabledPage />} />
      <Route path="dev/mailbox" element={<DevMailboxPage />} />
      <Route path="under-construction" element={<StatusRoutePage kind="construction" />} />
      <Route path="under-maintenance" element={<StatusRoutePage kind="maintenance" />} />
      <Route path="maintenance" element={<StatusRoutePage kind="maintenance" />} />
      <Route path="staff/*" element={<StaffRoute />} />
      <Route path="*" element={<MaintenanceGate><RemoteRoute /></MaintenanceGate>} />
    </Routes>
  );
}
