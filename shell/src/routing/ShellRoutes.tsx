import { lazy, Suspense, type ComponentType } from 'react';
import { Container, Spinner } from '@storefront/ui';
import { HomePage } from '../pages/HomePage';
import { StatusRoutePage } from '../pages/StatusRoutePage';
import type * as StaticPages from '../pages/static';
import type * as AuthPages from '../pages/auth';
import type * as BlogPages from '../pages/blog';
import { RemoteRoute } from './RemoteRoute';
import { StaffRoute } from '../staff/StaffRoute';
import { MaintenanceGate } from '../maintenance/MaintenanceGate';
import { StaticHead, type StaticPageKey } from '../head/StaticHead';
import { Route, Routes } from '@storefront/platform';


/** A page whose code (and its long texts in two languages) loads only when it is opened. */
function lazyPage(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage() {
    return (
      <Suspense
        fallback={
          <Container>
            <Spinner label="…" />
          </Container>
        }
      >
        <Page />
      </Suspense>
    );
  };
}

/** The company pages, each with its head (title, description, canonical and alternates) from its own texts. */
const staticPage = (name: keyof typeof StaticPages, head: StaticPageKey) =>
  lazyPage(async () => {
    const Page = (await import('../pages/static'))[name] as ComponentType;
    return function StaticPage() {
      return (
        <>
          <StaticHead page={head} />
          <Page />
        </>
      );
    };
  });
/** The account pages reached from emails (reset password, two-factor off). */
const authPage = (name: keyof typeof AuthPages) => lazyPage(async () => (await import('../pages/auth'))[name] as ComponentType);

/** The blog: its pages, their texts and their reads load only when the blog is opened. */
const blogPage = (name: keyof typeof BlogPages) => lazyPage(async () => (await import('../pages/blog'))[name] as ComponentType);

const ForgotPasswordPage = authPage('ForgotPasswordPage');
const ResetPasswordPage = authPage('ResetPasswordPage');
const TwoFactorDisabledPage = authPage('TwoFactorDisabledPage');
const DevMailboxPage = authPage('DevMailboxPage');

const AboutUsPage = staticPage('AboutUsPage', 'about');
const TermsPage = staticPage('TermsPage', 'terms');
const ContactUsPage = staticPage('ContactUsPage', 'contact');
const RefundPolicyPage = staticPage('RefundPolicyPage', 'refund');
const PrivacyPolicyPage = staticPage('PrivacyPolicyPage', 'privacy');
const SlaPage = staticPage('SlaPage', 'sla');

/** The FAQ and the clients page: each with its own chunk and texts (spec §2: localised content loaded per page). */
const FaqPage = lazyPage(async () => (await import('../pages/static/faq')).FaqPage);
const ClientsPage = lazyPage(async () => (await import('../pages/static/clients')).ClientsPage);

const BlogListPage = blogPage('BlogListPage');
const BlogPostPage = blogPage('BlogPostPage');

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
      <Route path="faq" element={<FaqPage />} />
      <Route path="clients" element={<ClientsPage />} />
      <Route path="blog" element={<BlogListPage />} />
      <Route path="blog/:key" element={<BlogPostPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="reset-password/:token" element={<ResetPasswordPage />} />
      <Route path="two-factor/disabled/:token" element={<TwoFactorDisabledPage />} />
      <Route path="dev/mailbox" element={<DevMailboxPage />} />
      <Route path="under-construction" element={<StatusRoutePage kind="construction" />} />
      <Route path="under-maintenance" element={<StatusRoutePage kind="maintenance" />} />
      <Route path="maintenance" element={<StatusRoutePage kind="maintenance" />} />
      <Route path="staff/*" element={<StaffRoute />} />
      <Route path="*" element={<MaintenanceGate><RemoteRoute /></MaintenanceGate>} />
    </Routes>
  );
}
