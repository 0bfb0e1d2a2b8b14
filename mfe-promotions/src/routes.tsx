import { GoHome } from './GoHome';
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
      <Route path="promotion" element={<PromotionsPage />} />
      <Route path="loyalty-program" element={<ProgrammePage programme="loyalty" />} />
      <Route path="affiliate-program" element={<ProgrammePage programme="affiliate" />} />
      <Route path="fortune-wheel" element={<FortuneWheelPage />} />
      <Route path="*" element={<GoHome />} />
    </Routes>
  );
}
