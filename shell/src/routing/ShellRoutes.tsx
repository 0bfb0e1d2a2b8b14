import { Route, Routes } from 'react-router';
import { HomePage } from '../pages/HomePage';
import { StatusRoutePage } from '../pages/StatusRoutePage';
import {
  AboutUsPage,
  ContactUsPage,
  PrivacyPolicyPage,
  RefundPolicyPage,
  SlaPage,
  TermsPage,
} from '../pages/static';
import { RemoteRoute } from './RemoteRoute';

/** The shell's own pages; every other path goes to the remote that owns it, or home. */
export function ShellRoutes() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
      <Route path="about-us" element={<AboutUsPage />} />
      <Route path="term-and-conditions" element={<TermsPage />} />
      <Route path="tos" element={<TermsPage />} />
      <Route path="contact-us" element={<ContactUsPage />} />
      <Route path="refund-policy" element={<RefundPolicyPage />} />
      <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
      <Route path="service-level-agreement" element={<SlaPage />} />
      <Route path="under-construction" element={<StatusRoutePage kind="construction" />} />
      <Route path="under-maintenance" element={<StatusRoutePage kind="maintenance" />} />
      <Route path="maintenance" element={<StatusRoutePage kind="maintenance" />} />
      <Route path="*" element={<RemoteRoute />} />
    </Routes>
  );
}
