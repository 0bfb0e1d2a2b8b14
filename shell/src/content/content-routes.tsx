import type { ComponentType } from 'react';
import { Route } from '@storefront/platform';
import { lazyPage } from '../routing/lazy-page';
import type * as StaticPages from './static';
import type * as BlogPages from './blog';
import { StaticHead, type StaticPageKey } from './StaticHead';

/** The company pages, each with its head (title, description, canonical and alternates) from its own texts. */
const staticPage = (name: keyof typeof StaticPages, head: StaticPageKey) =>
  lazyPage(async () => {
    const Page = (await import('./static'))[name] as ComponentType;
    return function StaticPage() {
      return (
        <>
          <StaticHead page={head} />
          <Page />
        </>
      );
    };
  });

/** The blog: its pages, their texts and their reads load only when the blog is opened. */
const blogPage = (name: keyof typeof BlogPages) => lazyPage(async () => (await import('./blog'))[name] as ComponentType);

const AboutUsPage = staticPage('AboutUsPage', 'about');
const TermsPage = staticPage('TermsPage', 'terms');
const ContactUsPage = staticPage('ContactUsPage', 'contact');
const RefundPolicyPage = staticPage('RefundPolicyPage', 'refund');
const PrivacyPolicyPage = staticPage('PrivacyPolicyPage', 'privacy');
const SlaPage = staticPage('SlaPage', 'sla');

/** The FAQ and the clients page: each with its own chunk and texts (spec §2: localised content loaded per page). */
const FaqPage = lazyPage(async () => (await import('./static/faq')).FaqPage);
const ClientsPage = lazyPage(async () => (await import('./static/clients')).ClientsPage);

const BlogListPage = blogPage('BlogListPage');
const BlogPostPage = blogPage('BlogPostPage');

/**
 * The content pages (company, legal, FAQ, clients, blog) as routes for the shell's route table: a fragment,
 * which React Router reads as its routes. Each page is a chunk of its own, loaded when it is opened.
 */
export const contentRoutes = (
  <>
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
  </>
);
