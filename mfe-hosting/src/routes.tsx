import { GoHome } from './GoHome';
import { registerHostingTranslations } from './i18n/register';
import { InfoPage } from './pages/InfoPage';
import { PlansPage } from './pages/PlansPage';
import { Route, Routes } from '@storefront/platform';

registerHostingTranslations();

/** The routes mfe-hosting owns, relative to the locale root. */
export default function HostingRoutes() {
  return (
    <Routes>
      <Route path="hosting/shared" element={<PlansPage type="shared-hosting" flag="sharedHosting" page="shared" />} />
      <Route path="hosting/cloud" element={<PlansPage type="cloud-hosting" flag="cloudHosting" page="cloudHosting" />} />
      <Route path="hosting/wordpress" element={<PlansPage type="wordpress-hosting" flag="wordpressHosting" page="wordpress" />} />
      <Route path="cloud" element={<PlansPage type="cloud-server" flag="cloud" page="cloudServer" />} />
      <Route path="ssl" element={<PlansPage type="ssl" page="ssl" />} />
      <Route path="aws-partner" element={<InfoPage page="aws" />} />
      <Route path="sms" element={<InfoPage page="sms" />} />
      <Route path="*" element={<GoHome />} />
    </Routes>
  );
}
