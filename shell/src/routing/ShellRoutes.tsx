import { lazy, Suspense, type ComponentType } from 'react';
import { Container, Spinner } from '@storefront/ui';
import { HomePage } from '../pages/HomePage';
import { StatusRoutePage } from '../pages/StatusRoutePage';
import type * as StaticPages from '../pages/static';
import type * as AuthPages from '../pages/auth';
import type * as BlogPages from '../pages/blog';
import { RemoteRoute } from './RemoteRoute';
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

/** The company pages. */
const staticPage = (name: keyof typeof StaticPages) => lazyPage(async () => (await import('../pages/static'))[name] as ComponentType);
/** The account pages reached from emails (reset password, two-factor off). */
const authPage = (name: keyof typeof AuthPages) => lazyPage(async () => (await import('../pages/auth'))[name] as ComponentType);

/** The blog: its pages, their texts and their reads load only when the blog is opened. */
const blogPage = (name: keyof typeof BlogPages) => lazyPage(async () => (await import('../pages/blog'))[name] as ComponentType);

const ForgotPasswordPage = authPage('ForgotPasswordPage');
const ResetPasswordPage = authPage('ResetPasswordPage');
const TwoFactorDisabledPage = authPage('TwoFactorDisabledPage');
const DevMailboxPage = authPage('DevMailboxPage');

const AboutUsPage = staticPage('AboutUsPage');
const TermsPage = staticPage('TermsPage');
const ContactUsPage = staticPage('ContactUsPage');
const RefundPolicyPage = staticPage('RefundPolicyPage');
const PrivacyPolicyPage = staticPage('PrivacyPolicyPage');
const SlaPage = staticPage('SlaPage');

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
      <Route path="blog" element={<BlogListPage />} />
      <Route path="blog/:key" element={<BlogPostPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="reset-password/:token" element={<ResetPasswordPage />} />
      <Route path="two-factor/disabled/:token" element={<TwoFactorDisabledPage />} />
      <Route path="dev/mailbox" element={<DevMailboxPage />} />
      <Route path="under-construction" element={<StatusRoutePage kind="construction" />} />
      <Route path="under-maintenance" element={<StatusRoutePage kind="maintenance" />} />
      <Route path="maintenance" element={<StatusRoutePage kind="maintenance" />} />
      <Route path="*" element={<RemoteRoute />} />
    </Routes>
  );
}
