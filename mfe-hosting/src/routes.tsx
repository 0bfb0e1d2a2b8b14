import { GoHome } from './GoHome';
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

/** The routes mfe-hosting owns, relative to the locale root. */
export default function HostingRoutes() {
  return (
    <Routes>
      <Route path="hosting/shared" element={<><HostingHead page="shared" type="shared-hosting" /><PlansPage type="shared-hosting" flag="sharedHosting" page="shared" /></>} />
      <Route path="hosting/cloud" element={<><HostingHead page="cloudHosting" type="cloud-hosting" /><PlansPage type="cloud-hosting" flag="cloudHosting" page="cloudHosting" /></>} />
      <Route path="hosting/shared/configure" element={<><HostingHead page="shared" type="shared-hosting" /><HostingConfigurePage type="shared-hosting" flag="sharedHosting" page="shared" /></>} />
      <Route path="hosting/cloud/configure" element={<><HostingHead page="cloudHosting" type="cloud-hosting" /><HostingConfigurePage type="cloud-hosting" flag="cloudHosting" page="cloudHosting" /></>} />
      <Route path="hosting/wordpress/configure" element={<><HostingHead page="wordpress" type="wordpress-hosting" /><WordpressConfigurePage /></>} />
      <Route path="hosting/wordpress" element={<><HostingHead page="wordpress" type="wordpress-hosting" /><PlansPage type="wordpress-hosting" flag="wordpressHosting" page="wordpress" /></>} />
      <Route path="cloud" element={<><HostingHead page="cloudServer" type="cloud-server" /><CloudServerPage /></>} />
      <Route path="ssl" element={<><SslListHead /><SslListPage /></>} />
      <Route path="ssl/compare" element={<><SslCompareHead /><SslComparePage /></>} />
      <Route path="ssl/:key" element={<><SslDetailHead /><SslDetailPage /></>} />
      <Route path="aws-partner" element={<><HostingHead page="aws" /><AwsPartnerPage /></>} />
      <Route path="sms" element={<><HostingHead page="sms" /><SmsPage /></>} />
      <Route path="*" element={<GoHome />} />
    </Routes>
  );
}
