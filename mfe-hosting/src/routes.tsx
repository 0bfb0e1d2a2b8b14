import { GoHome } from './GoHome';
import { HostingHead } from './head/HostingHead';
import { SslCompareHead, SslDetailHead, SslListHead } from './head/SslHead';
import { registerHostingTranslations } from './i18n/register';
import { InfoPage } from './pages/InfoPage';
import { PlansPage } from './pages/PlansPage';
import { SslComparePage } from './pages/SslComparePage';
import { SslDetailPage } from './pages/SslDetailPage';
import { SslListPage } from './pages/SslListPage';
import { Route, Routes } from '@storefront/platform';

registerHostingTranslations();

/** The routes mfe-hosting owns, relative to the locale root. */
export default function HostingRoutes() {
  return (
    <Routes>
      <Route path="hosting/shared" element={<><HostingHead page="shared" type="shared-hosting" /><PlansPage type="shared-hosting" flag="sharedHosting" page="shared" /></>} />
      <Route path="hosting/cloud" element={<><HostingHead page="cloudHosting" type="cloud-hosting" /><PlansPage type="cloud-hosting" flag="cloudHosting" page="cloudHosting" /></>} />
      <Route path="hosting/wordpress" element={<><HostingHead page="wordpress" type="wordpress-hosting" /><PlansPage type="wordpress-hosting" flag="wordpressHosting" page="wordpress" /></>} />
      <Route path="cloud" element={<><HostingHead page="cloudServer" type="cloud-server" /><PlansPage type="cloud-server" flag="cloud" page="cloudServer" /></>} />
      <Route path="ssl" element={<><SslListHead /><SslListPage /></>} />
      <Route path="ssl/compare" element={<><SslCompareHead /><SslComparePage /></>} />
      <Route path="ssl/:key" element={<><SslDetailHead /><SslDetailPage /></>} />
      <Route path="aws-partner" element={<><HostingHead page="aws" /><InfoPage page="aws" /></>} />
      <Route path="sms" element={<><HostingHead page="sms" /><InfoPage page="sms" /></>} />
      <Route path="*" element={<GoHome />} />
    </Routes>
  );
}
