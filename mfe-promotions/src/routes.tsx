import { GoHome } from './GoHome';
import { PromotionsHead } from './head/PromotionsHead';
import { registerPromotionsTranslations } from './i18n/register';
import { FortuneWheelPage } from './pages/FortuneWheelPage';
import { ProgrammePage } from './pages/ProgrammePage';
import { PromotionsPage } from './pages/PromotionsPage';
import { Route, Routes } from '@storefront/platform';

registerPromotionsTranslations();

/** The routes mfe-promotions owns, relative to the locale root. */
export default function PromotionsRoutes() {
  return (
    <Routes>
      <Route path="promotion" element={<><PromotionsHead page="promotion" /><PromotionsPage /></>} />
      <Route path="loyalty-program" element={<><PromotionsHead page="loyalty" /><ProgrammePage programme="loyalty" /></>} />
      <Route path="affiliate-program" element={<><PromotionsHead page="affiliate" /><ProgrammePage programme="affiliate" /></>} />
      <Route path="fortune-wheel" element={<><PromotionsHead page="wheel" /><FortuneWheelPage /></>} />
      <Route path="*" element={<GoHome />} />
    </Routes>
  );
}
