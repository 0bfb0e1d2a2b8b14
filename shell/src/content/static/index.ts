import './register';

export { AboutUsPage } from './AboutUsPage';
export { TermsPage } from './TermsPage';
export { ContactUsPage } from './ContactUsPage';
export { RefundPolicyPage } from './RefundPolicyPage';
export { PrivacyPolicyPage } from './PrivacyPolicyPage';
export { SlaPage } from './SlaPage';
