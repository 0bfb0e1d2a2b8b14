import { GoHome } from './GoHome';
import { FlagGate } from './shared/FlagGate';
import { HostingHead } from './head/HostingHead';
import { SslCompareHead, SslDetailHead, SslListHead } from './head/SslHead';
import { AwsPartnerPage } from './pages/AwsPartnerPage';
import { CloudServerPage } from './pages/CloudServerPage';
import { PlansPage } from './pages/PlansPage';
import { HostingConfigurePage } from './pages/HostingConfigurePage';
import { WordpressConfigurePage } from './pages/WordpressConfigurePage';
import { SslComparePage } from './pages/SslComparePage';
import { SslDetailPage } from './pages/SslDetailPage';
import { SmsPage } from './pages/SmsPage';
import { SslListPage } from './pages/SslListPage';
import { Route, Routes } from '@storefront/platform';

/** The routes mfe-hosting owns, relative to the locale root; a product page's route behind its feature flag (spec §2). */
export default function HostingRoutes() {
  return (
    <Routes>
      <Route path="hosting/shared" element={<FlagGate flag="sharedHosting"><HostingHead page="shared" type="shared-hosting" /><PlansPage type="shared-hosting" page="shared" /></FlagGate>} />
      <Route path="hosting/cloud" element={<FlagGate flag="cloudHosting"><HostingHead page="cloudHosting" type="cloud-hosting" /><PlansPage type="cloud-hosting" page="cloudHosting" /></FlagGate>} />
      <Route path="hosting/shared/configure" element={<FlagGate flag="sharedHosting"><HostingHead page="shared" type="shared-hosting" /><HostingConfigurePage type="shared-hosting" page="shared" /></FlagGate>} />
      <Route path="hosting/cloud/configure" element={<FlagGate flag="cloudHosting"><HostingHead page="cloudHosting" type="cloud-hosting" /><HostingConfigurePage type="cloud-hosting" page="cloudHosting" /></FlagGate>} />
      <Route path="hosting/wordpress/configure" element={<FlagGate flag="wordpressHosting"><HostingHead page="wordpress" type="wordpress-hosting" /><WordpressConfigurePage /></FlagGate>} />
      <Route path="hosting/wordpress" element={<FlagGate flag="wordpressHosting"><HostingHead page="wordpress" type="wordpress-hosting" /><PlansPage type="wordpress-hosting" page="wordpress" /></FlagGate>} />
      <Route path="cloud" element={<FlagGate flag="cloud"><HostingHead page="cloudServer" type="cloud-server" /><CloudServerPage /></FlagGate>} />
      <Route path="ssl" element={<><SslListHead /><SslListPage /></>} />
      <Route path="ssl/compare" element={<><SslCompareHead /><SslComparePage /></>} />
      <Route path="ssl/:key" element={<><SslDetailHead /><SslDetailPage /></>} />
      <Route path="aws-partner" element={<><HostingHead page="aws" /><AwsPartnerPage /></>} />
      <Route path="sms" element={<><HostingHead page="sms" /><SmsPage /></>} />
      <Route path="*" element={<GoHome />} />
    </Routes>
  );
}
