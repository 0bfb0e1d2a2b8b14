/**
 * What the header's Hosting menu opens (issue 15: every hosting kind, SSL, AWS and SMS, findable from every
 * page): the mobile menu lists them under Hosting, the footer among the products. `product`: the catalogue's
 * product type whose lowest price the menu shows (GET /products/min-price).
 */
export const HOSTING_MENU_ITEMS = [
  { key: 'cloud', to: '/cloud', product: 'cloud-server' },
  { key: 'cloudHosting', to: '/hosting/cloud', product: 'cloud-hosting' },
  { key: 'sharedHosting', to: '/hosting/shared', product: 'shared-hosting' },
  { key: 'wordpressHosting', to: '/hosting/wordpress', product: 'wordpress-hosting' },
  { key: 'ssl', to: '/ssl', product: 'ssl' },
  { key: 'aws', to: '/aws-partner' },
  { key: 'sms', to: '/sms' },
] as const;

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

/** The footer's products: the product areas, Hosting replaced by everything its menu holds (each once). */
export const FOOTER_PRODUCTS: ReadonlyArray<{ key: string; to: string }> = NAV_ITEMS.flatMap((item): ReadonlyArray<{ key: string; to: string }> =>
  item.key === 'hosting' ? HOSTING_MENU_ITEMS : HOSTING_MENU_ITEMS.some((sub) => sub.key === item.key) ? [] : [item],
);
