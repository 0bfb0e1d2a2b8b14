import { Suspense } from 'react';
import { Guarded, lazyPage, Outlet, Route, Routes, useTranslation } from '@storefront/platform';
import { Container, Spinner } from '@storefront/ui';
import { AccountNav } from './features/account-nav/AccountNav';
import { GoHome } from './GoHome';
import { ACCOUNT_NS } from './i18n/register';

/** Each page is its own chunk, loaded when the customer opens it. */
const NotificationsPage = lazyPage(() => import('./pages/NotificationsPage'), 'NotificationsPage');
const SecurityPage = lazyPage(() => import('./pages/SecurityPage'), 'SecurityPage');
const DomainsPage = lazyPage(() => import('./pages/DomainsPage'), 'DomainsPage');
const InvoicesPage = lazyPage(() => import('./pages/InvoicesPage'), 'InvoicesPage');
const InvoicePage = lazyPage(() => import('./pages/InvoicePage'), 'InvoicePage');
const BalancePage = lazyPage(() => import('./pages/BalancePage'), 'BalancePage');
const ProfilePage = lazyPage(() => import('./pages/ProfilePage'), 'ProfilePage');
const CardsPage = lazyPage(() => import('./pages/CardsPage'), 'CardsPage');
const VouchersPage = lazyPage(() => import('./pages/VouchersPage'), 'VouchersPage');
const OverviewPage = lazyPage(() => import('./pages/OverviewPage'), 'OverviewPage');
const ServicesPage = lazyPage(() => import('./pages/ServicesPage'), 'ServicesPage');
const ServicePage = lazyPage(() => import('./pages/ServicePage'), 'ServicePage');
const ServiceCredentialsPage = lazyPage(() => import('./pages/ServiceCredentialsPage'), 'ServiceCredentialsPage');
const ContactsPage = lazyPage(() => import('./pages/ContactsPage'), 'ContactsPage');
const ContractsPage = lazyPage(() => import('./pages/ContractsPage'), 'ContractsPage');
const AwsAccountContractPage = lazyPage(() => import('./pages/ContractPage'), 'AwsAccountContractPage');
const ManualInvoiceContractPage = lazyPage(() => import('./pages/ContractPage'), 'ManualInvoiceContractPage');
const ServiceContractPage = lazyPage(() => import('./pages/ContractPage'), 'ServiceContractPage');
const SummaryContractPage = lazyPage(() => import('./pages/ContractPage'), 'SummaryContractPage');

/** Every account page: signed-in only, under the account tabs, its code loaded on demand. */
function AccountLayout() {
  const { t } = useTranslation(ACCOUNT_NS);
  return (
    <Guarded kind="auth">
      <AccountNav />
      <Suspense
        fallback={
          <Container style={{ paddingTop: 48, paddingBottom: 48 }}>
            <Spinner label={t('loading')} center />
          </Container>
        }
      >
        <Outlet />
      </Suspense>
    </Guarded>
  );
}

/** The routes mfe-account owns, relative to the locale root; all of them are auth-only. */
export default function AccountRoutes() {
  return (
    <Routes>
      <Route element={<AccountLayout />}>
        <Route path="notification" element={<NotificationsPage />} />
        <Route path="account/security" element={<SecurityPage />} />
        <Route path="account/domains" element={<DomainsPage />} />
        <Route path="account/invoices" element={<InvoicesPage />} />
        <Route path="account/invoices/:id" element={<InvoicePage />} />
        <Route path="account/balance" element={<BalancePage />} />
        <Route path="account/profile" element={<ProfilePage />} />
        <Route path="account/cards" element={<CardsPage />} />
        <Route path="account/vouchers" element={<VouchersPage />} />
        <Route path="account" element={<OverviewPage />} />
        <Route path="account/services" element={<ServicesPage />} />
        <Route path="account/services/credentials/:token" element={<ServiceCredentialsPage />} />
        <Route path="account/services/:id" element={<ServicePage />} />
        <Route path="account/contacts" element={<ContactsPage />} />
        <Route path="account/contracts" element={<ContractsPage />} />
        <Route path="account/contracts/aws-account/:id" element={<AwsAccountContractPage />} />
        <Route path="account/contracts/manual-invoice/:id" element={<ManualInvoiceContractPage />} />
        <Route path="account/contracts/service/detail" element={<ServiceContractPage />} />
        <Route path="account/contracts/summary" element={<SummaryContractPage />} />
      </Route>
      <Route path="*" element={<GoHome />} />
    </Routes>
  );
}
