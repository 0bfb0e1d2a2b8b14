/** Spec §2 layouts: default, blank (no footer), maintenance, static. Decided from the locale-less path. */
export type LayoutKind = 'default' | 'blank' | 'maintenance' | 'static';

const NO_FOOTER = ['/domain/search', '/checkout-basket', '/top-up', '/payment'];
const MAINTENANCE = ['/under-construction', '/under-maintenance', '/maintenance'];
const STATIC = [
  '/about-us',
  '/clients',
  '/faq',
  '/term-and-conditions',
  '/tos',
  '/contact-us',
  '/refund-policy',
  '/privacy-policy',
  '/service-level-agreement',
];

const matches = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function layoutFor(path: string): LayoutKind {
  if (MAINTENANCE.some((p) => matches(path, p))) return 'maintenance';
  if (NO_FOOTER.some((p) => matches(path, p))) return 'blank';
  if (STATIC.some((p) => matches(path, p))) return 'static';
  return 'default';
}
