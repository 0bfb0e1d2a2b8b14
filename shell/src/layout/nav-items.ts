/** The product areas the header, the mobile menu and the footer link to (locale-less paths). */
export const NAV_ITEMS = [
  { key: 'domains', to: '/domain' },
  { key: 'cloud', to: '/cloud' },
  { key: 'hosting', to: '/hosting/shared' },
  { key: 'ssl', to: '/ssl' },
  { key: 'aws', to: '/aws-partner' },
  { key: 'sms', to: '/sms' },
  { key: 'promotions', to: '/promotion' },
] as const;

export const FOOTER_LINKS = [
  { key: 'aboutUs', to: '/about-us' },
  { key: 'clients', to: '/clients' },
  { key: 'faq', to: '/faq' },
  { key: 'contactUs', to: '/contact-us' },
  { key: 'terms', to: '/term-and-conditions' },
  { key: 'privacy', to: '/privacy-policy' },
  { key: 'refund', to: '/refund-policy' },
  { key: 'sla', to: '/service-level-agreement' },
] as const;
