import { GoHome } from './GoHome';
import { PromotionsHead } from './head/PromotionsHead';
import { FortuneWheelPage } from './pages/FortuneWheelPage';
import { AffiliatePage } from './pages/AffiliatePage';
import { LoyaltyPage } from './pages/LoyaltyPage';
import { PromotionsPage } from './pages/PromotionsPage';
import { Route, Routes } from '@storefront/platform';

/** The routes mfe-promotions owns, relative to the locale root. */
export default function PromotionsRoutes() {
  return (
    <Routes>
      <Route path="promotion" element={<><PromotionsHead page="promotion" /><PromotionsPage /></>} />
      <Route path="loyalty-program" element={<><PromotionsHead page="loyalty" /><LoyaltyPage /></>} />
      <Route path="affiliate-program" element={<><PromotionsHead page="affiliate" /><AffiliatePage /></>} />
      <Route path="fortune-wheel" element={<><PromotionsHead page="wheel" /><FortuneWheelPage /></>} />
      <Route path="*" element={<GoHome />} />
    </Routes>
  );
}
