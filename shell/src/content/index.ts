/**
 * The shell's content: company pages (about, contact, clients), legal pages (terms, privacy, refund, SLA), the FAQ
 * and the blog, each in its folder with its texts (en, km). The shell reaches them only through this file.
 */
export { contentRoutes } from './content-routes';
