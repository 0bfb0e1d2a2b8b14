import styled from 'styled-components';
import { isStaffRole, roleCan } from '@storefront/contracts';
import { NavLink, Navigate, PageHead, Route, Routes, selectUser, useAppSelector, useLocale, useTranslation } from '@storefront/platform';
import { Badge, Container, Heading, media, Stack, Text } from '@storefront/ui';
import { navLinks } from './components/nav-links';
import './i18n';
import { AlertsPage } from './pages/AlertsPage';
import { ApprovalsPage } from './pages/ApprovalsPage';
import { AuditPage } from './pages/AuditPage';
import { CustomerPage } from './pages/CustomerPage';
import { CustomersPage } from './pages/CustomersPage';
import { MaintenancePage } from './pages/MaintenancePage';
import { OrderPage } from './pages/orders/OrderPage';
import { SearchPage } from './pages/search/SearchPage';
import { StaffSearchBox } from './pages/search/StaffSearchBox';
import { OrdersPage } from './pages/orders/OrdersPage';
import { PaymentsPage } from './pages/PaymentsPage';
import { ProgrammesPage } from './pages/ProgrammesPage';
import { RemotesPage } from './pages/RemotesPage';
import { RolesPage } from './pages/RolesPage';
import { SettingsPage } from './pages/SettingsPage';
import { VouchersPage } from './pages/VouchersPage';

const SECTIONS = ['remotes', 'settings', 'maintenance', 'orders', 'payments', 'customers', 'vouchers', 'programmes', 'approvals', 'alerts', 'audit', 'roles'] as const;

const Layout = styled.div`
  display: grid;
  gap: 24px;
  padding: 24px 0 48px;
  ${media.lg} {
    grid-template-columns: 200px minmax(0, 1fr);
    align-items: start;
  }
`;

const Nav = styled.nav`
  ${navLinks}
  ${media.lg} {
    ul {
      flex-direction: column;
      position: sticky;
      top: 88px;
    }
  }
`;

/** The staff console (issue 18): the platform and the day-to-day work of staff (mfe-staff, mounted by the shell under /staff for staff only). */
export function StaffConsole() {
  const { t } = useTranslation('staff');
  const { to } = useLocale();
  const user = useAppSelector(selectUser);
  const role = isStaffRole(user?.role) ? user.role : null;
  return (
    <Container size="lg">
      <PageHead title={t('title')} noIndex />
      <Layout>
        <Nav aria-label={t('nav.label')}>
          <ul>
            {SECTIONS.map((section) => (
              <li key={section}>
                <NavLink to={to(`/staff/${section}`)}>{t(`nav.${section}`)}</NavLink>
              </li>
            ))}
          </ul>
        </Nav>
        <Stack gap={24}>
          <Stack direction="row" gap={12} wrap>
            <Heading level={1}>{t('title')}</Heading>
            {role && <Badge tone={role === 'admin' ? 'warning' : 'info'}>{t(`roles.${role}`)}</Badge>}
          </Stack>
          <Text variant="muted">{t('signedInAs', { email: user?.email ?? '' })}</Text>
          <StaffSearchBox />
          <Routes>
            <Route index element={<Navigate replace to={to('/staff/remotes')} />} />
            <Route path="remotes" element={<RemotesPage admin={roleCan(role, 'remotes.write')} />} />
            <Route path="settings" element={<SettingsPage admin={roleCan(role, 'settings.write')} />} />
            <Route path="maintenance" element={<MaintenancePage />} />
            <Route path="search" element={<SearchPage />} />
            <Route path="orders" element={<OrdersPage />} />
            <Route path="orders/:orderId" element={<OrderPage />} />
            <Route path="payments" element={<PaymentsPage />} />
            <Route path="customers" element={<CustomersPage />} />
            <Route path="customers/:userId" element={<CustomerPage />} />
            <Route path="vouchers" element={<VouchersPage />} />
            <Route path="programmes/*" element={<ProgrammesPage />} />
            <Route path="approvals" element={<ApprovalsPage />} />
            <Route path="alerts" element={<AlertsPage />} />
            <Route path="audit" element={<AuditPage />} />
            <Route path="roles" element={<RolesPage />} />
            <Route path="*" element={<Navigate replace to={to('/staff/remotes')} />} />
          </Routes>
        </Stack>
      </Layout>
    </Container>
  );
}
